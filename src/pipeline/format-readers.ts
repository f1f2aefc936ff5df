/**
 * The readers of the formats an event's files are in, loaded for those formats only: a CSV session loads
 * neither the PBN reader nor the XML parser of USEBIO.
 *
 * @example
 * readPairsTable(inputs, options, await formatReaders(new Set(['csv', 'pbn'])))
 */
import type { InputFormat } from '../parse/detect-format.js';
import type { FormatReaders } from '../parse/read-event-core.js';

export async function formatReaders(formats: ReadonlySet<InputFormat>): Promise<FormatReaders> {
  return {
    ...(formats.has('pbn') ? { pbn: (await import('../parse/pbn/read-pbn.js')).readPbn } : {}),
    ...(formats.has('usebio') ? { usebio: (await import('../parse/usebio/read-usebio.js')).readUsebio } : {}),
  };
}
