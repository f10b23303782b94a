import { expect, test, type Page } from '@playwright/test';
import { documentStillMarked, markDocument, packagesOnSale, sessionWithCart } from './support/checkout';
import { buy } from './support/esims';

/** Every socket.io frame the page sends and receives over /ws, in order. */
function recordSocketFrames(page: Page): { sent: string[]; received: string[] } {
  const frames = { sent: [] as string[], received: [] as string[] };
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/ws/')) return;
    socket.on('framesent', (frame) => frames.sent.push(String(frame.payload)));
    socket.on('framereceived', (frame) => frames.received.push(String(frame.payload)));
  });
  return frames;
}

const readSessionId = (page: Page) =>
  page.evaluate(() =>
    (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(
      'sessionId',
    ),
  );

test.describe('the /ws socket follows the browser session', () => {
  test('after the cart answers with a replacement session id, pushes to the new session reach the open page', async ({
    page,
    request,
  }) => {
    const { fixed } = await packagesOnSale(request);
    const oldSessionId = await sessionWithCart(page, request, []);
    const frames = recordSocketFrames(page);
    await page.goto(`/package/${fixed.id}`);
    await expect(page.getByTestId('buy-button')).toBeEnabled();
    // The socket joined the old session's room at its handshake (socket.io CONNECT: 40{auth}).
    await expect.poll(() => frames.sent.some((frame) => frame.includes(oldSessionId))).toBe(true);
    await markDocument(page);

    // The cart refuses the id it is sent (malformed on the way) and answers with one of its own,
    // which the browser adopts: the server's replacement session id.
    await page.route('**/api/cart', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, sessionId: 'not a session id!' }) });
    });
    const added = page.waitForResponse(
      (response) => response.url().endsWith('/api/cart') && response.request().method() === 'POST',
    );
    await page.getByTestId('buy-button').click();
    const { sessionId: newSessionId } = (await (await added).json()) as { sessionId: string };
    expect(newSessionId).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(() => readSessionId(page)).toBe(newSessionId);
    await expect(page).toHaveURL(/\/checkout$/);

    // The socket takes the new session id to the server (a new handshake), without a reload.
    await expect
      .poll(() => frames.sent.some((frame) => frame.startsWith('40') && frame.includes(newSessionId)))
      .toBe(true);
    expect(await documentStillMarked(page)).toBe(true);

    // An order placed by the new session is paid: its order_status_update goes to the rooms
    // order:<id> (this page never asked for it) and session:<new id>. The open page receives it.
    const order = await buy(
      request,
      fixed,
      { fullName: 'Sok Dara', phone: '+855 12 345 678', email: 'sok@example.com' },
      newSessionId,
    );
    await expect
      .poll(
        () =>
          frames.received.some(
            (frame) => frame.includes('"order_status_update"') && frame.includes(order.orderId),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await documentStillMarked(page)).toBe(true);
  });
});
