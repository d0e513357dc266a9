import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { newestMail, type OutboxEntry } from '../../services/mail/OutboxMailer';
import { notFound } from '../../api/errors';
import { escapeHtml } from '../../html';
import { sendDemoPage } from './demoPage';

const taipei = new Intl.DateTimeFormat('zh-TW', { timeZone: 'Asia/Taipei', dateStyle: 'medium', timeStyle: 'short' });

function renderMail(mail: OutboxEntry): string {
  const linked = escapeHtml(mail.text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
  return `<article><strong>${escapeHtml(mail.subject)}</strong><br><small>收件人：${escapeHtml(mail.to)}・${taipei.format(mail.createdAt)}</small><pre>${linked}</pre></article>`;
}

/** The dev mailbox: the outbox as a page. Registered in demo mode only, and empty-handed (404) once SMTP is configured. */
export function devMailboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = () => {
    if (ctx.config.smtpUrl !== null) throw notFound();
  };

  app.get('/dev/mailbox', async (_request, reply) => {
    guard();
    const mails = await newestMail(ctx.db);
    const body = mails.length === 0 ? '<p>目前沒有信件。註冊新帳號後，驗證信會出現在這裡。</p>' : mails.map(renderMail).join('');
    return sendDemoPage(reply, '開發用信箱', `<p>系統寄出的最新 ${mails.length} 封信件（未設定 SMTP 時不會真的寄出）。</p>${body}`);
  });

  app.get('/dev/mailbox.json', async (_request, reply) => {
    guard();
    reply.header('cache-control', 'no-store');
    return { data: await newestMail(ctx.db) };
  });
}
