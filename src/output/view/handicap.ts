export function groupOf(direction: string | null, section: string | undefined): string {
  return [section ? `Section ${section}` : '', direction === 'NS' ? 'North-South' : direction === 'EW' ? 'East-West' : ''].filter(Boolean).join(', ');
}

export function signed(s: string): string {
  return s.startsWith('-') ? s : `+${s}`;
}
