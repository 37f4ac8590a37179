import { aMessage } from '../testing/fakes';
import {
  applyReceipts,
  canSend,
  compareIds,
  lastServerId,
  mergeMessages,
  type ChatMessage,
} from './messages';

const message = (id: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  ...aMessage(id, {
    conversationId: 'c',
    senderId: 'me',
    senderName: 'Me',
    timestamp: '2026-01-01T00:00:00.000Z',
  }),
  ...overrides,
});

describe('compareIds', () => {
  it.each([
    ['9', '10', -1],
    ['10', '9', 1],
    ['42', '42', 0],
    ['123456789012345678', '123456789012345679', -1],
  ])('%s against %s', (a, b, sign) => {
    expect(Math.sign(compareIds(a, b))).toBe(sign);
  });
});

describe('mergeMessages', () => {
  it('keeps each server message once, in id order, whatever the arrival order', () => {
    const merged = mergeMessages([message('10'), message('2')], [message('9'), message('10')]);
    expect(merged.map((m) => m.id)).toEqual(['2', '9', '10']);
  });

  it('replaces an outbox entry with the server message of the same client id', () => {
    const pending = message('local:abc', { clientId: 'abc', local: true, status: 'sending' });
    const later = message('local:def', { clientId: 'def', local: true, status: 'sending' });
    const merged = mergeMessages(
      [message('1'), pending, later],
      [message('5', { clientId: 'abc' })],
    );
    expect(merged.map((m) => [m.id, m.status])).toEqual([
      ['1', 'sent'],
      ['5', 'sent'],
      ['local:def', 'sending'],
    ]);
  });
});

describe('applyReceipts', () => {
  it.each([
    [{ deliveredUpTo: '0', readUpTo: '0' }, ['sent', 'sent', 'sent']],
    [{ deliveredUpTo: '2', readUpTo: '0' }, ['delivered', 'delivered', 'sent']],
    [{ deliveredUpTo: '3', readUpTo: '1' }, ['read', 'delivered', 'delivered']],
  ])('%j', (receipts, statuses) => {
    const result = applyReceipts([message('1'), message('2'), message('3')], 'me', receipts);
    expect(result.map((m) => m.status)).toEqual(statuses);
  });

  it('leaves the other side’s messages and never moves a status back', () => {
    const theirs = message('1', { senderId: 'them', status: 'delivered' });
    const read = message('2', { status: 'read' });
    const result = applyReceipts([theirs, read], 'me', { deliveredUpTo: '0', readUpTo: '0' });
    expect(result.map((m) => m.status)).toEqual(['delivered', 'read']);
  });
});

describe('canSend', () => {
  it.each([
    ['', 0, false],
    ['   \n\t', 0, false],
    ['Hello', 0, true],
    ['', 1, true],
  ])('%j with %i files: %s', (text, files, expected) => {
    expect(canSend(text, files)).toBe(expected);
  });
});

describe('lastServerId', () => {
  it('skips the outbox', () => {
    expect(lastServerId([message('3'), message('12'), message('local:x', { local: true })])).toBe(
      '12',
    );
    expect(lastServerId([])).toBeUndefined();
  });
});
