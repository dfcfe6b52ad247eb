/**
 * "Active hours (UTC)" as bots created before schedules stored it ("07-23"), or null: "00-24" (always)
 * asked for nothing. It stays on the bot until a schedule replaces it (control/schedule/service.ts); the
 * runtime still rests such a bot outside those hours (runtime/pacing.ts).
 */
export function legacyActiveHours(settings: unknown): string | null {
  const value = (settings as Record<string, unknown> | null)?.activeHours;
  return typeof value === 'string' && value !== '00-24' ? value : null;
}
