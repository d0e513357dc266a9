import { screen, within } from '@testing-library/react';
import { Footer } from '../../../src/ui/shell/Footer';
import { renderWithTheme } from './renderWithTheme';

const HOURS = '客服時間：週一至週五 9:30-12:00、14:00-17:30';

const INTERNAL_LINKS: [string, string][] = [
  ['關於我們', '/about'],
  ['人才招募', '/about?section=jobs'],
  ['媒體報導', '/about?section=report'],
  ['品牌合作資源', '/brand-resource'],
  ['服務條款', '/terms'],
  ['隱私權政策', '/privacy'],
  ['常見問題', '/qa'],
  ['下載 App', '/app'],
];

const SOCIAL: [string, string][] = [
  ['Facebook', 'https://www.facebook.com/baobeijiutuan'],
  ['Instagram', 'https://www.instagram.com/baobeijiutuan/'],
  ['LINE', 'https://line.me/R/ti/p/@baobeijiutuan'],
  ['YouTube', 'https://www.youtube.com/@baobeijiutuan'],
];

function expectEveryElementOfSpec26(footer: HTMLElement) {
  const inFooter = within(footer);
  for (const [name, href] of INTERNAL_LINKS) expect(inFooter.getByRole('link', { name })).toHaveAttribute('href', href);
  expect(inFooter.getByText(HOURS)).toBeInTheDocument();
  for (const [name, href] of SOCIAL) {
    const link = inFooter.getByRole('link', { name: new RegExp(`^${name}`) });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  for (const store of [/App Store/, /Google Play/]) {
    const link = inFooter.getByRole('link', { name: store });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  }
  expect(inFooter.getByRole('link', { name: '立即下載 App' })).toHaveAttribute('href', '/app');
  expect(inFooter.getByText('首次下載 App 現領 $100 折價券')).toBeInTheDocument();
  expect(inFooter.getByText('© 2026 寶貝揪團')).toBeInTheDocument();
}

describe('Footer', () => {
  it('holds every element of SPEC §2.6 on desktop, with the QR code', () => {
    renderWithTheme(<Footer variant="desktop" />);
    const footer = screen.getByRole('contentinfo');
    expectEveryElementOfSpec26(footer);
    const qr = within(footer).getByRole('img', { name: '掃描下載寶貝揪團 App' });
    expect(qr).toHaveAttribute('src', '/images/app-qr.svg');
    expect(qr).toHaveAttribute('width', '96');
    expect(qr).toHaveAttribute('height', '96');
  });

  it('stacks the same content on mobile in collapsible groups', () => {
    renderWithTheme(<Footer variant="mobile" />);
    const footer = screen.getByRole('contentinfo');
    expectEveryElementOfSpec26(footer);
    const groups = footer.querySelectorAll('details');
    expect(groups).toHaveLength(2);
    expect(Array.from(groups, (group) => group.querySelector('summary')?.textContent)).toEqual(['關於寶貝揪團', '顧客服務']);
  });

  it('takes the store addresses from props', () => {
    renderWithTheme(<Footer variant="desktop" appStoreUrl="https://apps.apple.com/tw/app/id1" googlePlayUrl="https://play.google.com/x" />);
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', 'https://apps.apple.com/tw/app/id1');
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', 'https://play.google.com/x');
  });
});
