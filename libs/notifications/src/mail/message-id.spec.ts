import { messageIdFor } from './message-id';

describe('messageIdFor', () => {
  const from = 'Derleng eSIM <no-reply@derleng.example>';

  it('is the same for the same dedupe key, so a resend after a crash can be dropped by the receiver', () => {
    expect(messageIdFor('esim_ready:order-1', from)).toBe(messageIdFor('esim_ready:order-1', from));
  });

  it('differs between messages and uses the sender domain', () => {
    const first = messageIdFor('esim_ready:order-1', from);
    expect(first).not.toBe(messageIdFor('esim_ready:order-2', from));
    expect(first).toMatch(/^<notification\.[0-9a-f]{32}@derleng\.example>$/);
    expect(messageIdFor('x', 'no-reply@shop.test')).toMatch(/@shop\.test>$/);
  });
});
