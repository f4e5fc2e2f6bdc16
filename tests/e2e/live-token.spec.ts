import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { storeAccessToken, storedUserId } from './support/access-tokens';
import { ownerInCentre } from './support/flows';

/**
 * The live socket never presents a dead token (issue 16): a page opened with a stored access token that has expired,
 * or that expires in seconds, opens exactly one socket, with a renewed token, and no socket is refused. (Before,
 * the socket opened with the old token, the server closed it at its expiry and every back-off attempt presented it
 * again: five refused sockets in the first 30 s.)
 */

/** Every socket the page tries, and those that fail (a refused upgrade is an error, then a close). */
function watchSockets(page: Page) {
  const sockets: WebSocket[] = [];
  const failed: string[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket);
    socket.on('socketerror', (error) => failed.push(error));
  });
  return { sockets, failed };
}

const tokenOf = (socket: WebSocket) => new URL(socket.url()).searchParams.get('token');

test('a page opened with an expired or expiring access token opens one socket, with a renewed token', async ({ page }) => {
  const workspace = await ownerInCentre(page);
  const userId = await storedUserId(page);
  const schedule = `/chain/${workspace.orgId}/branch/${workspace.branchId}/schedule`;

  for (const expiresInSeconds of [-60, 10]) {
    const stale = await storeAccessToken(page, userId, expiresInSeconds);
    const watched = watchSockets(page);
    const subscribed = page.waitForEvent('websocket').then((socket) =>
      socket.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('"subscribe"'), timeout: 30_000 }),
    );
    await page.goto(schedule);
    await subscribed;
    expect(watched.sockets, `token expiring in ${expiresInSeconds} s`).toHaveLength(1);
    expect(tokenOf(watched.sockets[0]!)).not.toBe(stale);
    expect(watched.failed).toEqual([]);
    page.removeAllListeners('websocket');
  }
});
