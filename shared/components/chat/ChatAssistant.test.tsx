import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { CONTACT_HANDOFF_KEY } from '../../chat/handoff';
import { assistantMessagesFor } from '../../i18n/part-messages';
import { ChatAssistant, CONVERSATION_STORAGE_KEY } from './ChatAssistant';

const messages = assistantMessagesFor('en-US');

function answering(body: unknown, status = 200) {
  return jest.fn(() => Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(body) } as Response));
}

const answer = {
  sentences: [
    {
      text: 'Generate a key pair with ssh-keygen.',
      url: '/bitbucket/docs/set-up-ssh-keys/#generate',
      title: 'Set up SSH keys',
    },
  ],
  sources: [{ title: 'Set up SSH keys', url: '/bitbucket/docs/set-up-ssh-keys/' }],
  handoff: null,
};

function renderAssistant(fetchImpl: typeof fetch) {
  const navigate = jest.fn();
  render(
    <ChatAssistant
      messages={messages}
      language="en"
      contactUrl="/contact/"
      fetch={fetchImpl}
      storage={window.sessionStorage}
      navigate={navigate}
    />,
  );
  return { navigate };
}

async function ask(text: string) {
  fireEvent.change(screen.getByLabelText(messages.question), { target: { value: text } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: messages.send }));
    await Promise.resolve();
  });
}

beforeEach(() => window.sessionStorage.clear());

describe('the chat assistant', () => {
  it('opens a dialog with focus in the question, closes on Escape and returns focus to the launcher', () => {
    renderAssistant(answering(answer));
    const launcher = screen.getByRole('button', { name: messages.open });
    fireEvent.click(launcher);
    expect(screen.getByRole('dialog', { name: messages.title })).toBeInTheDocument();
    expect(screen.getByLabelText(messages.question)).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(screen.getByLabelText(messages.question), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
  });

  it('answers with sentences that link to the pages they come from, and keeps the conversation', async () => {
    const fetchImpl = answering(answer);
    renderAssistant(fetchImpl);
    fireEvent.click(screen.getByRole('button', { name: messages.open }));
    await ask('How do I set up SSH keys?');
    const link = await screen.findByRole('link', { name: '[Set up SSH keys]' });
    expect(link).toHaveAttribute('href', '/bitbucket/docs/set-up-ssh-keys/#generate');
    const kept = JSON.parse(window.sessionStorage.getItem(CONVERSATION_STORAGE_KEY)!) as { role: string }[];
    expect(kept.map((turn) => turn.role)).toEqual(['visitor', 'assistant']);
    await ask('and on Windows?');
    const body = JSON.parse((fetchImpl.mock.calls[1] as unknown as [string, RequestInit])[1].body as string) as {
      turns: { role: string; text: string }[];
    };
    expect(body.turns.map((turn) => turn.text)).toEqual([
      'How do I set up SSH keys?',
      'Generate a key pair with ssh-keygen.',
      'and on Windows?',
    ]);
  });

  it('offers a person when it cannot answer and hands the conversation to the contact form', async () => {
    const { navigate } = renderAssistant(answering({ sentences: [], sources: [], handoff: 'unanswered' }));
    fireEvent.click(screen.getByRole('button', { name: messages.open }));
    await ask('Why is my invoice wrong?');
    expect(await screen.findByText(messages.unanswered)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: messages.handoffOffer }));
    expect(navigate).toHaveBeenCalledWith('/contact/');
    const handoff = JSON.parse(window.sessionStorage.getItem(CONTACT_HANDOFF_KEY)!) as Record<string, string>;
    expect(handoff.summary).toBe('Question from the help centre assistant: Why is my invoice wrong?');
    expect(handoff.description).toContain('You: Why is my invoice wrong?');
  });

  it('says it failed, and offers a person, when the endpoint fails', async () => {
    renderAssistant(answering({ error: 'Too many requests' }, 429));
    fireEvent.click(screen.getByRole('button', { name: messages.open }));
    await ask('Hello?');
    expect(await screen.findByText(messages.failed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.handoffOffer })).toBeInTheDocument();
  });

  it('has no axe violations with the panel open and an answer shown', async () => {
    const { container } = render(
      <ChatAssistant
        messages={messages}
        language="en"
        contactUrl="/contact/"
        fetch={answering(answer)}
        storage={window.sessionStorage}
        navigate={jest.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: messages.open }));
    await ask('How do I set up SSH keys?');
    await waitFor(() => expect(screen.getByRole('link', { name: '[Set up SSH keys]' })).toBeInTheDocument());
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
