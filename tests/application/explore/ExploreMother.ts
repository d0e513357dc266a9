import type { Article, Guide } from '../../../src/domain/explore/explore';
import { GroupBuyMother } from '../mothers/GroupBuyMother';

const BASE = Date.parse('2026-11-01T00:00:00+08:00');

export const ExploreMother = {
  article: (id: number, title: string, options: { featured?: boolean } = {}): Article & { featured?: boolean } => ({
    id, topic: 'sleep', topicName: '寶寶睡眠', title, summary: `${title}的重點整理。`, cover: `/images/explore/article-${id}.svg`,
    author: '兒童睡眠諮詢師 李佳穎', publishedAt: BASE + id * 1000, readingMinutes: 3,
    sections: [{ heading: '建立睡前儀式', paragraphs: ['每天固定的順序，能讓寶寶知道接下來要睡覺了。'] }],
    tips: ['寶寶揉眼睛、打哈欠時就是送上床的好時機。'],
    groupBuys: GroupBuyMother.cards(1, 2),
    featured: options.featured,
  }),
  guide: (id: number, title: string): Guide => ({
    id, title, summary: '依室溫選厚度。', cover: `/images/explore/guide-${id}.svg`, publishedAt: BASE, pickCount: 3,
    intro: '寶寶踢被不著涼。', criteria: [{ title: '依室溫選厚度', detail: '夏天選薄紗款。' }],
    picks: [
      { note: '團購人氣第一。', card: GroupBuyMother.card(1, { price: null }) },
      { note: '爸媽回購率高。', card: GroupBuyMother.card(2, { price: 599 }) },
      { note: '小資預算首選。', card: GroupBuyMother.card(3, { price: 899 }) },
    ],
  }),
};
