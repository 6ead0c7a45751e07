/**
 * The built-in chat assistant's conversation endpoint (POST /gateway/api/assistant/conversation). It
 * answers from the help centre's own content through the search answer source (server/search/answer.ts,
 * docs/adr/004-search-answers.md): each sentence is quoted from a page and cites it. The previous
 * turns inform the next query, so a short follow-up ("and on mobile?") keeps its subject. When there
 * is no answer, or the visitor asks for a person, the answer says to hand over to the contact form
 * (docs/adr/025-chat-assistant.md).
 */
import express, { type Router } from 'express';
import { z } from 'zod';
import { ASSISTANT_PATH } from '../../shared/constants';
import type { AnswerSentence } from '../../shared/search/types';
import { jsonBody, jsonBodyErrors, parseInput } from '../middleware/json-input';
import { queryTerms, type AnswerSource } from '../search/answer';

export const MAX_TURNS = 20;
export const MAX_TURN_CHARS = 1000;
const MAX_QUERY_CHARS = 256;
const BODY_LIMIT = '32kb';
/** A follow-up with fewer content words than this borrows the subject of the question before it. */
const FOLLOW_UP_TERMS = 3;

const turn = z
  .object({
    role: z.enum(['visitor', 'assistant']),
    text: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(MAX_TURN_CHARS, `must be at most ${MAX_TURN_CHARS} characters`),
  })
  .strict();

const conversationSchema = z
  .object({
    turns: z.array(turn).min(1, 'must hold at least one turn').max(MAX_TURNS, `must hold at most ${MAX_TURNS} turns`),
    language: z.enum(['en', 'ja']).default('en'),
  })
  .strict()
  .refine((body) => body.turns.at(-1)?.role === 'visitor', {
    message: "must end with the visitor's turn",
    path: ['turns'],
  });

export type Conversation = z.infer<typeof conversationSchema>;

export interface AssistantReply {
  sentences: AnswerSentence[];
  sources: { title: string; url: string }[];
  /** Set when the conversation should go on with a person, and why. */
  handoff: 'asked' | 'unanswered' | null;
}

const ASKS_FOR_PERSON =
  /\b(human|person|real agent|someone|somebody|support team|talk to|speak to|speak with|contact support)\b|担当者|人と話|サポートに連絡|問い合わせ/i;

export function asksForPerson(text: string): boolean {
  return ASKS_FOR_PERSON.test(text);
}

/** The search query of the last question, with the previous question's subject for a short follow-up. */
export function conversationQuery(turns: Conversation['turns']): string {
  const questions = turns.filter((item) => item.role === 'visitor').map((item) => item.text);
  const last = questions.at(-1) ?? '';
  const previous = questions.at(-2);
  const query = previous !== undefined && queryTerms(last).length < FOLLOW_UP_TERMS ? `${previous} ${last}` : last;
  return query.slice(0, MAX_QUERY_CHARS);
}

export async function reply(answers: AnswerSource, conversation: Conversation): Promise<AssistantReply> {
  const last = conversation.turns.at(-1)!.text;
  if (asksForPerson(last)) return { sentences: [], sources: [], handoff: 'asked' };
  const answer = await answers.answer({
    query: conversationQuery(conversation.turns),
    language: conversation.language,
  });
  return { ...answer, handoff: answer.sentences.length === 0 ? 'unanswered' : null };
}

export function createAssistantRouter(answers: AnswerSource): Router {
  const router = express.Router();
  router.post(ASSISTANT_PATH, ...jsonBody(BODY_LIMIT), async (req, res) => {
    const conversation = parseInput(conversationSchema, req.body, res);
    if (conversation) res.json(await reply(answers, conversation));
  });
  router.use(ASSISTANT_PATH, jsonBodyErrors(BODY_LIMIT));
  return router;
}
