import { AGE_STAGES, type AgeStage } from '../../../src/domain/qa/ageStage';
import { TOPIC_VOICES } from './qaVoices';
import type { Prng } from './prng';

/** How different parents write: openings, the child's name for it, questions, sign-offs, and how others answer. */
const TITLES = [
  '{age}的{kid}，{tag}正常嗎？', '{tag}真的好崩潰…求救', '有人也遇過{tag}嗎？', '【{tag}】想聽聽過來人的經驗', '{tag}怎麼辦？試過好幾種方法了',
  '第一次遇到{tag}，好緊張', '爸爸發問：{tag}該怎麼處理', '{kid}{age}，{tag}要不要看醫生？', '關於{tag}，大家的建議是？', '{tag}已經 {n} 週了，還要再等嗎',
  '請問{tag}的經驗（{age}）', '{tag}，是我想太多嗎？', '求推薦：{tag}有什麼好方法', '{age}寶寶{tag}，長輩說沒關係', '想問問{tag}大家都怎麼做',
  '{tag}，二寶媽也卡關了', '{tag}好焦慮，睡不著上來發文', '{kid}{tag}，這樣算嚴重嗎？', '小小心得加提問：{tag}', '{tag}跟醫師說的不一樣？',
];
const OPENERS = [
  '新手媽媽第一次發文，', '我是新手爸爸，老婆在旁邊叫我上來問。', '二寶媽報到，', '潛水很久，第一次發問。', '白天上班、晚上自己顧小孩的職業媽媽一枚，',
  '幫忙帶孫的阿嬤來請教，', '', '', '', '半夜餵完奶睡不著，上來問一下。', '住台中的新手媽，', '在高雄自己帶小孩的全職媽媽，', '雙薪家庭，平日是保母帶，',
  '老公常出差，大多是我一個人顧，',
];
const KIDS = ['我家寶寶', '女兒', '兒子', '我們家妹妹', '我家弟弟', '小兒子', '大女兒', '我家小姐', '我家小子'];
const TAG_LINES = [
  '這陣子最困擾的就是{tag}', '{tag}的問題大概持續 {n} 週了', '關於{tag}，家裡意見分成兩派', '之前沒把{tag}當一回事，最近越想越不安', '{tag}到底要不要特別處理，我們一直拿不定主意',
  '查了很多{tag}的資料，說法都不一樣', '朋友說{tag}很常見，但我還是放不下心', '{tag}這件事，老大的時候完全沒遇過', '醫師只說{tag}先觀察，沒有多解釋', '為了{tag}已經好幾天沒睡好',
];
const CONTEXTS = [
  '先生說我太緊張了。', '長輩說以前的小孩都這樣長大。', '上網爬文爬到半夜，越看越怕。', '網路上說的方法都試過，效果普普。', '下週才有回診，想先問問大家。',
  '住的地方附近沒有小兒科，看一次醫生要開車半小時。', '家裡只有我一個人在顧，有點心累。', '跟保母聊過，她也說不太準。',
];
const ASKS = [
  '想問大家都怎麼處理？', '請問這樣算正常嗎？', '有類似經驗的爸媽可以分享一下嗎？', '需要馬上看醫生嗎，還是可以再觀察？', '有什麼建議可以給我嗎？',
  '求過來人指點！', '大家都怎麼撐過來的？', '想知道大概多久會改善？', '是不是我哪裡做錯了？', '有推薦的做法或醫師嗎？',
];
const SIGN_OFFS = ['先謝謝大家！', '感謝看完的爸媽。', '謝謝！', '文長抱歉，謝謝每一位回覆的人。', '拜託大家了。', '（手機排版請見諒）'];

const ANSWER_OPENERS = [
  '我家{kid}{back}的時候也一樣，', '我在小兒科診所當護理師，提供參考：', '上次回診剛好問過醫師，', '抱抱妳，', '辛苦了！', '看到這篇好有共鳴，',
  '爸爸來回一下，', '帶過三個孩子的阿嬤經驗：', '', '', '我們家也卡關過，', '過來人分享：',
];
const BACKS = ['三個月', '半歲', '一歲多', '兩歲', '那時候', '剛出生', '七八個月'];
const OUTCOMES = [
  '我們大概 {n} 週後就改善很多。', '後來就慢慢好了，不用太擔心。', '現在回頭看，那段時間其實過得很快。', '每個孩子不一樣，參考看看。',
  '有狀況還是以醫師判斷為準喔。', '加油，會過去的！', '', '', '我是這樣做的，給妳參考。', '{tag}真的很磨人，撐過去就好了。',
  '那陣子我也是天天查資料，後來發現放鬆一點反而順利。', '記得也要照顧好自己。', '有問題再私訊我也可以。', '當時問了好幾個人，這個方法最有用。',
];
const ECHOES = ['', '', '', '妳說的{tag}，', '{tag}這個我有經驗，', '看妳的描述，', '跟妳家情況很像，'];
const SHORT = ['{tag}同問，我家{kid}也是！', '推上面的做法，我們也是這樣慢慢好的。', '+1，想知道{tag}的後續', '真的辛苦了，一起加油'];

/**
 * One thread's facts, chosen once: the tag, the child's age, who asks (and about which child), how many weeks.
 * Title, body and answers all read them, so a title's 女兒 is never the body's 兒子.
 */
export interface Voice { tag: string; age: string; topic: number; kid?: string; weeks?: number; opener?: string; father?: boolean; siblings?: readonly string[] }

const FATHER_OPENER = /爸爸/;
const MOTHER_OPENER = /媽|阿嬤|老公/;

/** Fixes who asks, which child and how many weeks, from the thread's own random source. */
export function threadVoice(rnd: Prng, v: Voice): Voice {
  const own = TOPIC_VOICES[v.topic].own;
  const openers = own ? OPENERS.filter((o) => !FATHER_OPENER.test(o) && !/阿嬤/.test(o)) : OPENERS;
  const opener = rnd.pick(openers);
  return { ...v, opener, father: FATHER_OPENER.test(opener), kid: rnd.pick(KIDS), weeks: rnd.int(1, 4) };
}

/** Lines that name another tag of the category than the thread's own are about another thread. */
const onTopic = (list: readonly string[], v: Voice) => list.filter((s) => !(v.siblings ?? []).some((t) => s.includes(t)));

const DOCTOR = /醫|回診|小兒科/;
/** The lines that fit the topic: everyday matters leave out the doctor. */
const fitting = (list: readonly string[], v: Voice): readonly string[] => (TOPIC_VOICES[v.topic].everyday ? list.filter((s) => !DOCTOR.test(s)) : list);
/** 「女兒 3 個月」 but 「女兒四歲多」. */
const spacedAge = (age: string) => (/^\d/.test(age) ? ` ${age}` : age);

const fill = (text: string, rnd: Prng, v: Voice) =>
  text.replaceAll('{tag}', v.tag).replaceAll('{kid}{age}', `{kid}${spacedAge(v.age)}`).replaceAll('{age}', v.age).replaceAll('{kid}', TOPIC_VOICES[v.topic].own ? '我' : v.kid ?? rnd.pick(KIDS))
    .replaceAll('{n}', String(v.weeks ?? rnd.int(1, 4))).replaceAll('{back}', rnd.pick(BACKS)).replaceAll('妳', v.father ? '你' : '妳');

/** An answerer's own child: never the asker's (「我家{kid}」 in an answer is the answerer's). */
const answerFill = (text: string, rnd: Prng, v: Voice) => fill(text, rnd, { ...v, kid: rnd.pick(KIDS) });

const titlesFor = (v: Voice) => fitting(TITLES, v).filter((t) => (v.father || !t.includes('爸爸發問')) && !(t.includes('二寶媽') && (v.father || /阿嬤/.test(v.opener ?? ''))));

export const questionTitle = (rnd: Prng, v: Voice): string => fill(rnd.pick(titlesFor(v)), rnd, v);

/** A question body: who is asking, the child and age, what happens, the tag, maybe more context, the ask. */
export function questionBody(rnd: Prng, v: Voice): string {
  const who = TOPIC_VOICES[v.topic].own ? `我現在${v.age}，` : `${v.kid ?? rnd.pick(KIDS)}${spacedAge(v.age)}，`;
  const situations = onTopic(TOPIC_VOICES[v.topic].situations, v);
  const situation = rnd.pick(situations.length > 0 ? situations : [`最近${v.tag}的狀況讓我們很困擾`]);
  const context = rnd.next() < 0.5 ? rnd.pick(fitting(CONTEXTS, v)) : '';
  const signOff = rnd.next() < 0.4 ? rnd.pick(SIGN_OFFS) : '';
  const opener = v.opener ?? rnd.pick(OPENERS);
  return `${v.father && MOTHER_OPENER.test(opener) ? '' : opener}${who}${situation}。${fill(rnd.pick(fitting(TAG_LINES, v)), rnd, v)}。${context}${rnd.pick(fitting(ASKS, v))}${signOff}`;
}

/** A line not yet said in this thread (its sentences are in `said`), or '' when every line has been. */
function unsaid(rnd: Prng, list: readonly string[], said: Set<string>, v: Voice): string {
  // 「另外，」 only joins a piece of advice on: the advice itself is what must not come twice.
  const parts = (line: string) => line.split(/[。！？]/).map((p) => p.replace(/^另外，/, '')).filter((p) => p.length >= 8);
  const left = list.map((s) => answerFill(s, rnd, v)).filter((s) => !parts(s).some((part) => said.has(part)));
  const line = left.length > 0 ? rnd.pick(left) : '';
  for (const part of parts(line)) said.add(part);
  return line;
}

/**
 * An answer: a voice, a piece of the topic's advice on this thread's tag that no earlier answer gave, maybe
 * how it turned out; now and then a short reply. `said` holds the thread's sentences so none comes twice.
 */
export function answerBody(rnd: Prng, v: Voice, said: Set<string> = new Set()): string {
  if (rnd.next() < 0.1) {
    const short = unsaid(rnd, SHORT, said, v);
    if (short) return short;
  }
  const advice = onTopic(TOPIC_VOICES[v.topic].advice, v);
  const first = unsaid(rnd, advice.map((a) => `${a}。`), said, v);
  const more = first && rnd.next() < 0.35 ? unsaid(rnd, advice.map((a) => `另外，${a}。`), said, v) : '';
  const support = first ? '' : unsaid(rnd, SUPPORT, said, v);
  const echo = answerFill(rnd.pick(ECHOES), rnd, v);
  return `${answerFill(rnd.pick(fitting(ANSWER_OPENERS, v)), rnd, v)}${first || more ? echo : ''}${first}${more}${support}${unsaid(rnd, fitting(OUTCOMES, v).filter(Boolean), said, v)}`;
}

/** When every piece of advice is given: a word of support rather than a repeat. */
const SUPPORT = ['上面的爸媽都說得很完整了，我也是這樣走過來的。', '看到大家的回覆很安心，我們家也在同一個階段。', '先抱抱妳，這段時間真的不容易。', '我也在等後續，有好轉再上來分享。'];

/** A specific age: weeks of pregnancy (or after birth, or of trying), days or months of a baby, years of a child. */
export function specificAge(rnd: Prng, stage: string, topic: number): string {
  const own = TOPIC_VOICES[topic].own;
  if (own === 'postpartum') return `產後第 ${rnd.int(1, 6)} 週`;
  if (own === 'trying') return `備孕第 ${rnd.int(3, 18)} 個月`;
  switch (stage) {
    case 'pregnancy': return `懷孕 ${rnd.int(8, 38)} 週`;
    case '0-6m': return rnd.next() < 0.25 ? `出生 ${rnd.int(5, 28)} 天` : `${rnd.int(1, 5)} 個月`;
    case '6-12m': return `${rnd.int(6, 11)} 個月`;
    case '1-3y': return rnd.next() < 0.5 ? `1 歲 ${rnd.int(1, 11)} 個月` : `${rnd.pick(['兩歲', '兩歲半', '快三歲'])}`;
    default: return rnd.pick(['三歲', '三歲半', '四歲', '四歲多', '五歲', '快六歲']);
  }
}

/** The drawn stage when the topic's situations fit it, else one that does (the draw itself stays, so later draws keep their place). */
export function fitStage(drawn: AgeStage, topic: number): AgeStage {
  const voice = TOPIC_VOICES[topic];
  if (voice.own) return 'pregnancy';
  if (!voice.stages || voice.stages.includes(drawn)) return drawn;
  return voice.stages[AGE_STAGES.indexOf(drawn) % voice.stages.length];
}
