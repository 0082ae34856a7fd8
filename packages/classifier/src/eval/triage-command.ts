import type { parseArgs } from './args.js';
import { loadLabels } from './triage-labels.js';
import { runTriage } from './triage.js';

export const TRIAGE_USAGE =
  'eval triage --labels <jsonl> [--labels ...] --data <dir> [--data ...] [--owner <address>...] [--engine local|llm] [--llm-base-url <url>] [--llm-model <name>] [--explain]';

/** The LLM endpoint from flags, else LLM_BASE_URL / LLM_MODEL / LLM_API_KEY. */
function llmConfig(args: ReturnType<typeof parseArgs>) {
  const baseUrl = args.text('llm-base-url') ?? process.env.LLM_BASE_URL;
  const model = args.text('llm-model') ?? process.env.LLM_MODEL;
  if (!baseUrl || !model) throw new Error('--engine llm needs --llm-base-url and --llm-model (or LLM_BASE_URL and LLM_MODEL)');
  return { baseUrl, model, apiKey: args.text('llm-api-key') ?? process.env.LLM_API_KEY ?? null };
}

export async function runTriageCommand(args: ReturnType<typeof parseArgs>) {
  const labelFiles = args.all('labels');
  const dataDirs = args.all('data');
  if (labelFiles.length === 0 || dataDirs.length === 0) throw new Error(`usage: ${TRIAGE_USAGE}`);
  const engine = args.text('engine') ?? 'local';
  if (engine !== 'local' && engine !== 'llm') throw new Error(`--engine must be local or llm, not ${engine}`);
  const labels = labelFiles.flatMap(loadLabels);
  const explain = args.has('explain') ? (line: Record<string, unknown>) => console.error(JSON.stringify(line)) : undefined;
  return runTriage(labels, { dataDirs, owners: args.all('owner'), llm: engine === 'llm' ? llmConfig(args) : null, explain });
}
