/**
 * 'Autofill with AI' (spec 001 section 5): a description, requirements and skills from a job's
 * title and category. With an AI model configured (config.ai), an OpenAI-compatible chat
 * completions call with a timeout; without one, the category's entry of the template library.
 * The answer says which source it came from, so the form's hint can say it.
 */
import type { AutofillSource, JobAutofill, JobCategory } from '@atelier/api-contract';
import type { AiConfig } from '../../config';
import { AUTOFILL_TEMPLATES } from './autofill-templates';
import { distinctSkills } from './posting';

/** How long the AI model may take before autofill answers the spec's failure message. */
export const AI_TIMEOUT_MS = 20_000;

/** Most requirements and skills taken from a model's answer. */
const MAX_ITEMS = 8;

export function fromTemplates(title: string, category: JobCategory): JobAutofill {
  const template = AUTOFILL_TEMPLATES[category];
  return {
    source: 'templates',
    description: template.description.replaceAll('{title}', title),
    requirements: [...template.requirements],
    skills: [...template.skills],
  };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];

/** The model's JSON answer as autofill, or undefined when it is not the asked shape. */
export function parseModelAnswer(content: string): Omit<JobAutofill, 'source'> | undefined {
  // Models sometimes wrap JSON in a Markdown fence.
  const json = content.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const answer = parsed as Record<string, unknown>;
  const description = typeof answer.description === 'string' ? answer.description.trim() : '';
  const requirements = strings(answer.requirements)
    .map((line) => line.trim())
    .slice(0, MAX_ITEMS);
  const skills = distinctSkills(strings(answer.skills)).slice(0, MAX_ITEMS);
  if (description === '' || requirements.length === 0 || skills.length === 0) return undefined;
  return { description: description.slice(0, 2000), requirements, skills };
}

export class AutofillFailed extends Error {}

export function createAutofill(ai: AiConfig | undefined, fetchFn: typeof fetch = fetch) {
  const source: AutofillSource = ai === undefined ? 'templates' : 'ai';

  async function fromModel(config: AiConfig, title: string, category: string) {
    const response = await fetchFn(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
      signal: AbortSignal.timeout(AI_TIMEOUT_MS),
      body: JSON.stringify({
        model: config.model,
        temperature: 0.4,
        messages: [
          {
            role: 'system',
            content:
              'You write job postings for a fashion-industry hiring platform. Answer with JSON only: {"description": string (at most 1500 characters, no Markdown), "requirements": string[] (3 to 6), "skills": string[] (4 to 8 short skill names)}.',
          },
          { role: 'user', content: `Job title: ${title}\nCategory: ${category}` },
        ],
      }),
    }).catch((error: unknown) => {
      throw new AutofillFailed(`AI request failed: ${String(error)}`);
    });
    if (!response.ok) throw new AutofillFailed(`AI answered HTTP ${String(response.status)}`);
    const body = (await response.json().catch(() => undefined)) as
      { choices?: { message?: { content?: unknown } }[] } | undefined;
    const content = body?.choices?.[0]?.message?.content;
    const answer = typeof content === 'string' ? parseModelAnswer(content) : undefined;
    if (answer === undefined) throw new AutofillFailed('AI answer is not the asked JSON');
    return answer;
  }

  return {
    source,
    /** Throws AutofillFailed when the model fails, times out or answers something else. */
    async generate(title: string, category: JobCategory): Promise<JobAutofill> {
      if (ai === undefined) return fromTemplates(title, category);
      return { source: 'ai', ...(await fromModel(ai, title, category)) };
    },
  };
}

export type Autofill = ReturnType<typeof createAutofill>;
