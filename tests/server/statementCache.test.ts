import SQLite from 'better-sqlite3';
import { withStatementCache } from '../../server/db/database';

describe('withStatementCache', () => {
  const open = (max?: number) => {
    const database = new SQLite(':memory:');
    database.exec('create table t (id integer primary key, name text)');
    return { database, cached: withStatementCache(database, max) };
  };

  it('prepares a query that returns rows once and binds new parameters on each call', () => {
    const { database, cached } = open();
    cached.prepare('insert into t (name) values (?)').run(['a']);
    cached.prepare('insert into t (name) values (?)').run(['b']);
    const first = cached.prepare('select name from t where id = ?');
    expect(cached.prepare('select name from t where id = ?')).toBe(first);
    expect(first.all([1])).toEqual([{ name: 'a' }]);
    expect(cached.prepare('select name from t where id = ?').all([2])).toEqual([{ name: 'b' }]);
    database.close();
  });

  it('does not keep statements that return nothing', () => {
    const { database, cached } = open();
    expect(cached.prepare('delete from t')).not.toBe(cached.prepare('delete from t'));
    database.close();
  });

  it('keeps at most max statements, dropping the least recently used', () => {
    const { database, cached } = open(2);
    const one = cached.prepare('select 1');
    const two = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(one);
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(one);
    expect(cached.prepare('select 2')).not.toBe(two);
    database.close();
  });

  it('sees a column added after the statement was kept', () => {
    const { database, cached } = open();
    cached.prepare('insert into t (name) values (?)').run(['a']);
    expect(cached.prepare('select * from t').all([])).toEqual([{ id: 1, name: 'a' }]);
    database.exec('alter table t add column age integer');
    expect(cached.prepare('select * from t').all([])).toEqual([{ id: 1, name: 'a', age: null }]);
    database.close();
  });
});
