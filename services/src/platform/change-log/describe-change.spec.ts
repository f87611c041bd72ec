import { describeChange, describeRows, type LoggedEntity } from './describe-change';

type Item = { id: number; name: string; shelf: string; count: number };

const item: LoggedEntity<Item> = {
  table: 'items',
  primary: ['id'],
  columns: ['id', 'name', 'shelf', 'count'],
  options: {
    keys: (row) => [`item-${row.id}`, `shelf-${row.shelf}`, 'catalogue'],
    quiet: ['count'],
    event: ({ kind, before, after, changes }) => ({ type: 'driver.updated', data: { kind, item: after ?? before, changes } }),
  },
};
const lamp: Item = { id: 7, name: 'Lamp', shelf: 'a', count: 1 };

describe('a change as the log records it', () => {
  it('names the row, the kind, the keys of its state and its event, for an insert and a delete', () => {
    expect(describeChange(item, 'insert', undefined, lamp)).toEqual({
      entity: 'items',
      entityId: '7',
      kind: 'insert',
      keys: ['item-7', 'shelf-a', 'catalogue'],
      event: { type: 'driver.updated', data: { kind: 'insert', item: lamp, changes: {} } },
    });
    expect(describeChange(item, 'delete', lamp, undefined)).toEqual(
      expect.objectContaining({ entityId: '7', kind: 'delete', keys: ['item-7', 'shelf-a', 'catalogue'] }),
    );
  });

  it('purges the keys of both states of an update, once each, and tells what changed', () => {
    const moved = { ...lamp, shelf: 'b', count: 2 };
    expect(describeChange(item, 'update', lamp, moved)).toEqual({
      entity: 'items',
      entityId: '7',
      kind: 'update',
      keys: ['item-7', 'shelf-a', 'catalogue', 'shelf-b'],
      event: { type: 'driver.updated', data: { kind: 'update', item: moved, changes: { shelf: { from: 'a', to: 'b' } } } },
    });
  });

  it('logs an update of quiet columns alone without keys or event, and nothing for an update that changes nothing', () => {
    expect(describeChange(item, 'update', lamp, { ...lamp, count: 5 })).toEqual({ entity: 'items', entityId: '7', kind: 'update', keys: [], event: null });
    expect(describeChange(item, 'update', lamp, { ...lamp })).toBeUndefined();
  });

  it('records a bulk statement as one change with the keys of every row, and refuses one of an entity partners get events of', () => {
    const shelf = { ...item, options: { ...item.options, event: undefined } };
    expect(describeRows(shelf, 'delete', [lamp, { ...lamp, id: 8 }])).toEqual({
      entity: 'items',
      entityId: null,
      kind: 'delete',
      keys: ['item-7', 'shelf-a', 'catalogue', 'item-8'],
      event: null,
    });
    expect(() => describeRows(item, 'update', [lamp], ['name'])).toThrow(/webhook events/);
    expect(describeRows(item, 'update', [], ['count'])).toEqual({ entity: 'items', entityId: null, kind: 'update', keys: [], event: null });
  });
});
