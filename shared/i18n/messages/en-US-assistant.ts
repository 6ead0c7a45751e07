// One group of the en-US table (./en-US.ts) in a module of its own, so the page bundle carries it only
// with the code that reads it (../part-messages.ts).
/** The built-in chat assistant (client/chat, shared/components/chat). */
export const assistant = {
  open: 'Ask the help centre',
  title: 'Help centre assistant',
  close: 'Close',
  intro: 'Ask a question and I will answer from our help articles, with links to each source.',
  question: 'Your question',
  send: 'Send',
  you: 'You',
  assistant: 'Assistant',
  thinking: 'Looking through the help articles…',
  sources: 'Sources',
  unanswered: "I couldn't find an answer in the help articles. A person on our support team can help.",
  handoffOffer: 'Contact support with this conversation',
  failed: 'The assistant could not answer just now. Please try again, or contact support.',
  handoffSummary: 'Question from the help centre assistant: {question}',
  handoffTranscript: 'Conversation with the help centre assistant:',
} as const;
