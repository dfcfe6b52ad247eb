/** What the bot runtime writes in a bot's console about its run: rests, refusals, stopping, a runtime restarted or moved. */
import { defineMessages, params, plural } from '../i18n/messages';

export const runtimeLines = defineMessages('bot-lines/runtime', {
  outsideActiveHours: params('Outside active hours: resting for {duration}.'),
  takingBreak: params('Taking a break: resting for {duration}.'),
  newSettings: 'New settings in use from this step on.',
  unusableAnswer: params("Could not use the game's answer ({reason}); trying again after a pause."),
  actionRefused: params('The game refused an action ({reason}); trying something else after a pause.'),
  stoppingOthersKeep: plural({
    one: 'Stopping: the {count} other bot on this account keeps the session.',
    other: 'Stopping: the {count} other bots on this account keep the session.',
  }),
  stoppingLogout: 'Stopping: logging out.',
  stopped: 'Stopped.',
  error: params('Error: {reason}'),
  dayCountUnreachable: "The day's count of this bot's limits could not be reached: it does nothing that counts until it can.",
  stoppedForcefully: params('The bot did not finish its step within {seconds} s: stopped forcefully.'),
  runtimeEnded: params('The bot runtime {why}: resuming the bot in a new one.'),
  runtimeStoppedBy: params('stopped by {who}'),
  runtimeHung: 'stopped answering',
  runtimeKilled: params('was killed ({signal})'),
  runtimeExited: params('exited with code {code}'),
  /** What a bot was doing when its own code took the runtime down (the evidence a parked bot's console shows). */
  doingStart: 'was starting',
  doingStep: 'was taking its step',
  doingPush: 'was reading a message from the game',
  heldFor: params('its code had held the runtime for {seconds} s without a pause'),
  runningThen: 'its code was running at that moment',
  culpritWarned: params('The bot runtime {why} while this bot {doing}; {evidence}. Resuming it; if it happens again, the bot is stopped.'),
  /** Why a fleet runner lost its sessions, as the runner lines below say it. */
  runnerRestarted: 'restarted',
  runnerDraining: 'is draining',
  runnerRestarts: params('Runner {runner} {why}: the session starts again on it.'),
  runnerMoves: params('Runner {runner} {why}: the session moves to runner {target}.'),
  movingSession: 'Moving this session to another runner.',
  playedElsewhere: params('This session is now played by runner {runner}; stopping it here.'),
});
