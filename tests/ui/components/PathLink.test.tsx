/**
 * @jest-environment node
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, StaticRouter } from 'react-router-dom';
import { PathLink } from '../../../src/ui/components/PathLink';

const onServer = (node: ReactNode, location = '/mall/all') => renderToString(<StaticRouter location={location}>{node}</StaticRouter>);

describe('PathLink on the server', () => {
  it.each([
    ['/groupbuy/189'],
    ['/mall/fashion'],
    ['/'],
    ['/mall/all/'],
    ['/qa/1/'],
    ['/mall/all?page=2'],
    ['/groupbuy/1#reviews'],
    ['/about?section=jobs#top'],
    ['/mall/all?age=0-6m&sort=price_asc'],
    ['/mall/search?query=尿布 濕紙巾'],
    ['/mall/all?next=/qa/../x'],
  ])('writes the same <a> as Link for %s', (to) => {
    const props = { className: 'card', 'aria-current': 'page' as const, target: '_self' };
    expect(onServer(<PathLink to={to} {...props}>看更多 ›</PathLink>)).toBe(onServer(<Link to={to} {...props}>看更多 ›</Link>));
    expect(onServer(<PathLink to={to}>x</PathLink>)).toBe(onServer(<Link to={to}>x</Link>));
  });

  it.each([
    ['/mall/../qa'],
    ['/mall/./all'],
    ['/mall/..?page=2'],
    ['/mall/.#top'],
    ['/mall\\all'],
    ['/qa?'],
    ['/qa#'],
    ['/qa?#top'],
    ['groupbuy/1'],
    ['../qa'],
    ['//example.com/x'],
    ['https://example.com/x'],
  ])('leaves %s to Link itself', (to) => {
    expect(onServer(<PathLink to={to}>x</PathLink>, '/mall/all/')).toBe(onServer(<Link to={to}>x</Link>, '/mall/all/'));
  });

  it('leaves a router with a basename to Link', () => {
    const withBase = (node: ReactNode) => renderToString(<StaticRouter basename="/shop" location="/shop/mall/all">{node}</StaticRouter>);
    expect(withBase(<PathLink to="/groupbuy/1">x</PathLink>)).toBe(withBase(<Link to="/groupbuy/1">x</Link>));
    expect(withBase(<PathLink to="/groupbuy/1">x</PathLink>)).toContain('href="/shop/groupbuy/1"');
  });
});
