import { signIn, tableCounts, useService } from './support';

const ctx = useService();

let own: Record<string, string>;
beforeAll(async () => {
  own = { Cookie: await signIn(ctx.api), Origin: new URL(ctx.service.url).origin };
});

const MESSAGE = { name: 'Sam Taylor', subject: 'Driver request', category: 'driver-request', message: 'Please add the driver for my scanner.' };
const REQUEST = { firstName: 'Sam', lastName: 'Taylor', state: 'California', description: 'Please tell me what you hold about me, and delete it.' };

/** The contact messages and privacy requests a requester has sent, the address typed in another case each time. */
async function requester(email: string) {
  const send = async (path: string, body: object) => (await ctx.api().post(path).send(body).expect(201)).body as { id: number; reference: string };
  const messages = [
    await send('/api/contact-messages', { ...MESSAGE, email }),
    await send('/api/contact-messages', { ...MESSAGE, email: email.toUpperCase(), subject: 'Scanner still missing' }),
  ];
  const access = await send('/api/privacy-requests', { ...REQUEST, email: email.toUpperCase(), requestType: 'know' });
  const deletion = await send('/api/privacy-requests', { ...REQUEST, email, requestType: 'delete' });
  return { messages, access, deletion };
}

const get = async (path: string) => (await ctx.api().get(path).set(own).expect(200)).body;
const lastAudit = async () => (await get('/api/admin/audit-log?pageSize=1')).items[0];

describe("a person's data", () => {
  it('is everything stored for the e-mail address in any case, and says what holds none', async () => {
    const { messages, access, deletion } = await requester('sam.taylor@example.com');
    await ctx
      .api()
      .post('/api/contact-messages')
      .send({ ...MESSAGE, email: 'someone.else@example.com' })
      .expect(201);
    const data = await get(`/api/privacy-requests/${deletion.id}/personal-data`);
    expect(data).toEqual({
      reference: deletion.reference,
      email: 'sam.taylor@example.com',
      handling: 'deletion',
      readAt: expect.any(String),
      contactMessages: messages.map(({ id }) => expect.objectContaining({ id, name: 'Sam Taylor' })),
      privacyRequests: [access, deletion].map(({ id, reference }) =>
        expect.objectContaining({ id, reference, history: [expect.objectContaining({ kind: 'received' })] }),
      ),
      withoutEmail: 'Download records and consent records hold no e-mail address: none of them can be found for this person.',
    });
  });

  it("of an access request is exported as one JSON file holding both messages, noted in the request's history and the audit log", async () => {
    const { messages, access } = await requester('robin@example.com');
    const res = await ctx.api().get(`/api/privacy-requests/${access.id}/personal-data/export`).set(own).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="personal-data-${access.reference}.json"`);
    const file = JSON.parse(res.text);
    expect(file.handling).toBe('export');
    expect(file.contactMessages.map((m: { id: number; subject: string }) => [m.id, m.subject])).toEqual([
      [messages[0].id, 'Driver request'],
      [messages[1].id, 'Scanner still missing'],
    ]);
    expect((await get(`/api/privacy-requests/${access.id}`)).history.at(-1)).toEqual(
      expect.objectContaining({ kind: 'data-exported', status: 'received', note: 'Exported as a JSON file: 2 contact messages and 2 privacy requests.' }),
    );
    expect(await lastAudit()).toEqual(
      expect.objectContaining({
        action: 'Personal data exported',
        target: `privacy request ${access.id} (${access.reference})`,
        request: `GET /api/privacy-requests/${access.id}/personal-data/export`,
      }),
    );
  });

  it('of a deletion request is deleted by the operator: the messages are gone, the requests kept, the history and the audit log say so', async () => {
    const { messages, access, deletion } = await requester('kim@example.com');
    const other = (
      await ctx
        .api()
        .post('/api/contact-messages')
        .send({ ...MESSAGE, email: 'kim@example.org' })
        .expect(201)
    ).body;
    const answer = (await ctx.api().post(`/api/privacy-requests/${deletion.id}/personal-data/deletion`).set(own).expect(200)).body;
    const note = `Deleted 2 contact messages (#${messages[0].id}, #${messages[1].id}). The privacy requests of this address are kept, as the law requires.`;
    expect(answer.history.at(-1)).toEqual(expect.objectContaining({ kind: 'data-deleted', status: 'received', note, at: expect.any(String) }));
    expect(await get(`/api/privacy-requests/${deletion.id}`)).toEqual(answer);

    const left = await ctx.db.query<{ id: number }>(`SELECT id FROM contact_messages WHERE id = ANY($1)`, [[...messages.map((m) => m.id), other.id]]);
    expect(left.map((m) => m.id)).toEqual([other.id]);
    const data = await get(`/api/privacy-requests/${deletion.id}/personal-data`);
    expect(data.contactMessages).toEqual([]);
    expect(data.privacyRequests.map((r: { id: number }) => r.id)).toEqual([access.id, deletion.id]);
    expect(await lastAudit()).toEqual(
      expect.objectContaining({
        action: 'Personal data deleted',
        target: `privacy request ${deletion.id} (${deletion.reference})`,
        request: `POST /api/privacy-requests/${deletion.id}/personal-data/deletion`,
      }),
    );
  });

  it('is refused, changing nothing, for a request of another kind, a closed one, an unknown one, another origin or no session', async () => {
    const { access, deletion } = await requester('lee@example.com');
    const optOut = (
      await ctx
        .api()
        .post('/api/privacy-requests')
        .send({ ...REQUEST, email: 'lee@example.com', requestType: 'opt-out-ads' })
        .expect(201)
    ).body;
    const before = await tableCounts(ctx.db);
    const historyOf = async (id: number) => (await get(`/api/privacy-requests/${id}`)).history;
    const histories = [await historyOf(access.id), await historyOf(deletion.id)];

    const refused = async (call: Promise<{ status: number; body: { message: string } }>, status: number, message: string | RegExp) => {
      const res = await call;
      expect([res.status, res.body.message]).toEqual([status, expect.stringMatching(message)]);
    };
    await refused(
      ctx.api().post(`/api/privacy-requests/${access.id}/personal-data/deletion`).set(own),
      409,
      /is a "Right to Know .*" request: its data is exported, not deleted\.$/,
    );
    await refused(ctx.api().get(`/api/privacy-requests/${deletion.id}/personal-data/export`).set(own), 409, /its data is deleted, not exported\.$/);
    await refused(ctx.api().get(`/api/privacy-requests/${optOut.id}/personal-data`).set(own), 409, /concerns no stored data/);
    await refused(ctx.api().get('/api/privacy-requests/999999/personal-data').set(own), 404, 'No privacy request has the id 999999');
    await refused(ctx.api().post('/api/privacy-requests/x/personal-data/deletion').set(own), 400, /The id must be a whole number/);
    await refused(
      ctx
        .api()
        .post(`/api/privacy-requests/${deletion.id}/personal-data/deletion`)
        .set({ ...own, Origin: 'https://evil.example' }),
      403,
      /another origin/,
    );
    await refused(ctx.api().post(`/api/privacy-requests/${deletion.id}/personal-data/deletion`), 401, /./);
    await refused(ctx.api().get(`/api/privacy-requests/${access.id}/personal-data/export`), 401, /./);
    expect(await tableCounts(ctx.db)).toEqual(before);
    expect([await historyOf(access.id), await historyOf(deletion.id)]).toEqual(histories);

    await ctx.api().patch(`/api/privacy-requests/${deletion.id}`).set(own).send({ status: 'denied', note: 'We could not verify the identity.' }).expect(200);
    await refused(
      ctx.api().post(`/api/privacy-requests/${deletion.id}/personal-data/deletion`).set(own),
      409,
      'The request is denied: it cannot change any more.',
    );
    expect((await get(`/api/privacy-requests/${deletion.id}/personal-data`)).contactMessages).toHaveLength(2);
  });
});
