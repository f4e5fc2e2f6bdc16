import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLinksSchema } from '../../src/schema/online-booking/links';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, scheduleChain, type ScheduleChain } from './schedule-support';
import { addBranch } from './settings-support';

/** Online booking → Links (chain): every page of the chain with its address and whether it takes bookings. */
describe("the chain's booking links", () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let other: ScheduleChain;
  let second: number;

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Links Chain');
    other = await scheduleChain(t.app, 'Links Rival');
    second = await addBranch(t.app, chain, 'Airport');
  });
  afterAll(() => t.close());

  const links = async (who = chain) => {
    const res = await call(t.app, 'GET', `/organizations/${chain.orgId}/online-booking/links`, who.owner);
    return { status: res.statusCode, body: res.statusCode === 200 ? bookingLinksSchema.parse(res.json()) : null };
  };

  it("lists the chain's page and each branch's by name, open until a branch is closed online", async () => {
    const before = (await links()).body!;
    expect(before.chain).toMatchObject({ name: 'Links Chain', slug: expect.stringMatching(/^links-chain/), open: true });
    expect(before.chain!.pageUrl).toMatch(new RegExp(`/book/${before.chain!.slug}$`));
    expect(before.branches.map((branch) => [branch.id, branch.name, branch.open])).toEqual([
      [second, 'Airport', true],
      [chain.branchId, expect.any(String), true],
    ]);

    const closed = await call(t.app, 'PUT', `/branches/${second}/online-booking/rules`, chain.owner, { overrides: { bookable: false }, version: 0 });
    expect(closed.statusCode).toBe(200);
    const after = (await links()).body!;
    expect(after.branches.find((branch) => branch.id === second)!.open).toBe(false);
    expect(after.branches.find((branch) => branch.id === chain.branchId)!.open).toBe(true);
    expect(after.chain!.open).toBe(true);
  });

  it("never shows one chain's links to another's owner", async () => {
    expect((await links(other)).status).toBe(404);
  });
});
