/** Money with two decimals in the currency the API reports (the plan catalogue's). */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

export function formatDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : '—';
}

export function formatBytes(bytes: number): string {
  return bytes ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : '—';
}
