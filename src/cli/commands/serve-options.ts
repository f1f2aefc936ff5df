/** The options of `bridgescore serve` as the command line gives them (serve.ts). */
import type { PairsCliOptions } from './pairs-options.js';

export interface ServeCliOptions extends PairsCliOptions {
  port: string;
  host: string;
  url?: string;
  cycle: string;
  directorKey?: string;
}
