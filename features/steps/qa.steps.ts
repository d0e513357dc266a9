import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { AnswerQuestion } from '../../src/application/qa/AnswerQuestion';
import { EditAnswer } from '../../src/application/qa/EditAnswer';
import { PostQuestion } from '../../src/application/qa/PostQuestion';
import { RestoreQuestionDraft } from '../../src/application/qa/questionDraft';
import { LoginDialogController } from '../../src/application/shell/LoginDialogController';
import { chooseQaNav, type QaNavState } from '../../src/domain/qa/qaNav';
import type { QaCategory } from '../../src/domain/qa/types';
import { InMemoryQaGateway } from '../../src/infrastructure/memory/InMemoryQaGateway';
import type { Person } from '../support/people';
import type { ShopWorld } from '../support/world';

/** What the parent has in front of them in the forum. */
interface ForumMind { nav?: QaNavState; questionId?: number; answerId?: number }
const minds = new WeakMap<ShopWorld, ForumMind>();
const mind = (world: ShopWorld): ForumMind => minds.get(world) ?? minds.set(world, {}).get(world)!;
const forum = (world: ShopWorld) => world.container.get(InMemoryQaGateway);
const MEMBER_IDS: Record<Person['name'], number> = { Amy: 1, Ben: 2, Cathy: 3 };
const categoryNamed = (world: ShopWorld, name: string): QaCategory => forum(world).categoryList.find((c) => c.name === name)!;
const tagNamed = (world: ShopWorld, name: string) => forum(world).categoryList.flatMap((c) => c.situationalTags).find((t) => t.name === name)!;

Given('the forum has the category {string} with the situational tags {string}', function (this: ShopWorld, name: string, tags: string) {
  // The scenario's own categories replace the fake's defaults.
  const list = forum(this).categoryList.filter((c) => c.id >= 100);
  const id = 100 + list.length;
  const situationalTags = tags.split(', ').map((tag, i) => ({ id: id * 10 + i, name: tag }));
  forum(this).categoryList = [...list, { id, name, description: name, situationalTags }];
});

Given('a question in the categories {string}', function (this: ShopWorld, names: string) {
  const categories = names.split(', ').map((n) => categoryNamed(this, n));
  mind(this).questionId = 1;
  forum(this).questionsById.set(1, {
    id: 1, title: '寶寶幾個月開始吃副食品？', body: '想知道大家幾個月開始。', excerpt: '', categories: categories.map((c) => ({ id: c.id, name: c.name })), tags: [],
    ageStage: '6-12m', author: { nickname: '媽咪Amy', anonymous: false }, answerCount: 0, followCount: 0, createdAt: 0, updatedAt: 0,
    answers: [], related: [], followedByMe: false, mine: false, ownerId: 1,
  });
});

When('{person} opens the forum category {string}', function (this: ShopWorld, p: Person, name: string) {
  this.actAs(p);
  mind(this).nav = chooseQaNav(forum(this).categoryList, { route: 'qaCategory', categoryId: categoryNamed(this, name).id });
});
When('{person} opens the forum tag {string}', function (this: ShopWorld, p: Person, name: string) {
  this.actAs(p);
  mind(this).nav = chooseQaNav(forum(this).categoryList, { route: 'qaTag', tagId: tagNamed(this, name).id });
});
When('{person} opens that question', async function (this: ShopWorld, p: Person) {
  this.actAs(p);
  const question = await forum(this).question(mind(this).questionId!);
  mind(this).nav = chooseQaNav(forum(this).categoryList, { route: 'qaPage', questionCategoryIds: question.categories.map((c) => c.id) });
});
When('{person} opens a forum category that does not exist', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  mind(this).nav = chooseQaNav(forum(this).categoryList, { route: 'qaCategory', categoryId: 999 });
});
When('{person} opens a forum tag that does not exist', function (this: ShopWorld, p: Person) {
  this.actAs(p);
  mind(this).nav = chooseQaNav(forum(this).categoryList, { route: 'qaTag', tagId: 999 });
});
Then('the forum navigation highlights {string}', function (this: ShopWorld, name: string) {
  assert.deepEqual(mind(this).nav, { activeCategoryId: categoryNamed(this, name).id, notExisting: false });
});
Then('the forum page is flagged as not existing', function (this: ShopWorld) {
  assert.equal(mind(this).nav?.notExisting, true);
});

When('{person} asks {string} with the details {string} in {string}', async function (this: ShopWorld, person: Person, title: string, body: string, category: string) {
  this.actAs(person);
  forum(this).actAs(this.meta?.signedIn ? MEMBER_IDS[person.name] : null);
  const outcome = await this.container.get(PostQuestion).execute({ title, body, categoryId: categoryNamed(this, category).id, tagIds: [], ageStage: '0-6m', anonymous: false });
  // The form shows each field's message beside its field; a post is confirmed with a toast.
  if (!outcome.ok) this.told.push(...Object.values(outcome.error.fields));
  else this.hear(outcome);
});

Given("{person}'s question {string} is in the forum", async function (this: ShopWorld, person: Person, title: string) {
  this.actAs(person);
  forum(this).actAs(MEMBER_IDS[person.name]);
  const posted = await forum(this).postQuestion({ title, body: '寶寶兩個月，想開始追奶，想請教大家的經驗。', categoryId: forum(this).categoryList[0].id, tagIds: [], ageStage: '0-6m', anonymous: false });
  mind(this).questionId = posted.ok ? posted.value.id : undefined;
});
Given('{person} answered {string}', function (this: ShopWorld, person: Person, body: string) {
  this.actAs(person);
  mind(this).answerId = forum(this).addAnswer(mind(this).questionId!, MEMBER_IDS[person.name], body).id;
});
When('{person} answers {string}', async function (this: ShopWorld, person: Person, body: string) {
  this.actAs(person);
  forum(this).actAs(this.meta?.signedIn ? MEMBER_IDS[person.name] : null);
  this.hear(await this.container.get(AnswerQuestion).execute({ questionId: mind(this).questionId!, body }));
});
When("{person} edits Ben's answer to {string}", async function (this: ShopWorld, person: Person, body: string) {
  this.actAs(person);
  forum(this).actAs(MEMBER_IDS[person.name]);
  this.hear(await this.container.get(EditAnswer).execute({ answerId: mind(this).answerId!, body }));
});

Then('the forum tells {person} {string}', function (this: ShopWorld, p: Person, message: string) {
  this.actAs(p);
  assert.ok(this.told.includes(message), `told: ${this.told.join(' / ')}`);
});
Then('no question was posted', function (this: ShopWorld) {
  assert.equal(forum(this).questionsById.size, 0);
});
Then('the question {string} is in the forum', function (this: ShopWorld, title: string) {
  assert.ok([...forum(this).questionsById.values()].some((q) => q.title === title));
});
Then('{person} is asked to sign in to {string}', function (this: ShopWorld, p: Person, action: string) {
  this.actAs(p);
  assert.deepEqual(this.container.get(LoginDialogController).state$.getValue(), { open: true, actionName: action, redirectTo: null });
});
Then("{person}'s draft still reads {string}", function (this: ShopWorld, p: Person, title: string) {
  this.actAs(p);
  assert.equal(this.container.get(RestoreQuestionDraft).execute()?.title, title);
});
Then("Ben's answer still reads {string}", async function (this: ShopWorld, body: string) {
  const question = await forum(this).question(mind(this).questionId!);
  assert.equal(question.answers.find((a) => a.id === mind(this).answerId)?.body, body);
});
