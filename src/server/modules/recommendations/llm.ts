import { z } from "zod";

interface LlmConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs?: number;
}

interface LlmCandidate {
  id: string;
  title: string;
  year: number;
  type: "movie" | "tv";
  genres: string[];
  moods: string[];
  description: string;
}

export interface LlmPick {
  id: string;
  reason: string;
  match_score: number;
}

const ZLlmAnswer = z.object({
  recommendations: z
    .array(
      z.object({
        id: z.string(),
        reason: z.string().trim().min(10).max(400),
        match_score: z.number().min(0).max(100),
      }),
    )
    .min(1),
});

const ZChoice = z.object({ message: z.object({ content: z.string() }) });
/** Only the first choice is read; the tuple with a rest makes "at least one" part of the type. */
const ZChatCompletion = z.object({ choices: z.tuple([ZChoice], ZChoice) });

const LLM_TIMEOUT_MS = 8000;

/**
 * Asks an OpenAI-compatible chat-completions endpoint to re-rank the engine's candidates and write
 * reasons. Only candidate ids can come back; anything else, a malformed answer or a timeout throws,
 * and the caller falls back to the local engine.
 */
export async function rerankWithLlm(
  llm: LlmConfig,
  input: { mood: string; candidates: LlmCandidate[]; liked: string[]; disliked: string[]; limit: number },
  options: { signal?: AbortSignal; timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<LlmPick[]> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? LLM_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const doFetch = options.fetch ?? fetch;
  const catalogue = input.candidates.map((c) => ({
    id: c.id,
    title: c.title,
    year: c.year,
    type: c.type,
    genres: c.genres,
    moods: c.moods,
    about: c.description.slice(0, 240),
  }));
  const res = await doFetch(`${llm.baseUrl}/chat/completions`, {
    method: "POST",
    signal,
    headers: {
      "content-type": "application/json",
      ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: llm.model,
      temperature: 0.2,
      response_format: { type: "json_object" },
      messages: [
        {
          role: "system",
          content:
            "You pick films and series for a person's mood. Choose ONLY from the candidate list, by id. " +
            'Answer with JSON {"recommendations":[{"id":"…","reason":"1–2 specific sentences","match_score":0-100}]}, best first.',
        },
        {
          role: "user",
          content: JSON.stringify({
            mood: input.mood,
            liked: input.liked,
            disliked: input.disliked,
            pick: input.limit,
            candidates: catalogue,
          }),
        },
      ],
    }),
  });
  if (!res.ok) throw new Error(`LLM answered HTTP ${res.status}`);
  const completion = ZChatCompletion.parse(await res.json());
  const [choice] = completion.choices;
  const answer = ZLlmAnswer.parse(JSON.parse(choice.message.content));
  const allowed = new Set(input.candidates.map((c) => c.id));
  const seen = new Set<string>();
  const picks = answer.recommendations.filter((r) => allowed.has(r.id) && !seen.has(r.id) && seen.add(r.id));
  if (picks.length < Math.min(5, input.limit)) throw new Error("LLM returned too few catalogue titles");
  return picks.slice(0, input.limit).map((p) => ({ ...p, match_score: Math.round(p.match_score) }));
}
