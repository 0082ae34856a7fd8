import { LLM_RESPONSE_FORMAT } from './llm-answer.js';

export type ChatConfig = {
  baseUrl: string;
  model: string;
  apiKey?: string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * One OpenAI-compatible chat completion (OpenAI, Azure OpenAI's v1 API,
 * Ollama, vLLM, llama.cpp server) with a JSON-schema response format.
 * Returns the message content; throws a readable Error on any failure.
 */
export async function chatCompletion(config: ChatConfig, messages: { role: string; content: string }[]): Promise<string> {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  try {
    const response = await (config.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, messages, temperature: 0, response_format: LLM_RESPONSE_FORMAT }),
      signal: controller.signal,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`LLM endpoint answered ${response.status}: ${text.slice(0, 200)}`);
    let body: { choices?: { message?: { content?: unknown } }[] };
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error('LLM endpoint answered with something that is not JSON');
    }
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('LLM answer has no message content');
    return content;
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`LLM request timed out after ${timeoutMs} ms`, { cause: error });
    throw error instanceof Error && error.message.startsWith('LLM') ? error : new Error(`LLM request failed: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
