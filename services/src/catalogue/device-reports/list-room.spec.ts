import { ListRoom } from './list-room';

describe('ListRoom', () => {
  const limits = { atOnce: 3, perAddress: 2 };

  it('has room for two lists from one address, not a third until one of them is done', () => {
    const room = new ListRoom(limits);
    const first = room.take('203.0.113.1');
    expect(first).toBeDefined();
    expect(room.take('203.0.113.1')).toBeDefined();
    expect(room.take('203.0.113.1')).toBeUndefined();
    first!();
    expect(room.take('203.0.113.1')).toBeDefined();
  });

  it('has no room once as many lists as it takes at once are in progress, whatever their addresses', () => {
    const room = new ListRoom(limits);
    const taken = ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((address) => room.take(address));
    expect(taken.every(Boolean)).toBe(true);
    expect(room.take('198.51.100.4')).toBeUndefined();
    taken[1]!();
    // Freed twice (an answer, then its connection closing) counts once.
    taken[1]!();
    expect(room.take('198.51.100.4')).toBeDefined();
    expect(room.take('198.51.100.5')).toBeUndefined();
  });
});
