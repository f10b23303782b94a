import { escapeHtml, page } from '../mail/mail-pages';
import { TELEGRAM_SANDBOX_BOT_USERNAME } from './telegram.behaviour';
import type { TelegramStore, TelegramUserRecord } from './telegram.store';

const time = (seconds: number): string =>
  new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');

/** GET /telegram: every chat with the bot, a form to play a new user, the webhook. */
export function chatsPage(store: TelegramStore): string {
  const rows = [...store.users.values()]
    .map((user) => {
      const messages = store.chats.get(user.id) ?? [];
      const last = messages[messages.length - 1];
      return (
        `<tr><td><a href="/telegram/chats/${user.id}">${escapeHtml(user.firstName)}</a>` +
        `${user.username ? ` @${escapeHtml(user.username)}` : ''}</td><td>${user.id}</td>` +
        `<td>${messages.length}</td><td>${last ? escapeHtml(last.text.slice(0, 80)) : ''}</td></tr>`
      );
    })
    .join('');
  const hook = store.webhook;
  return page(
    'Telegram chats',
    `<h1>Telegram chats with @${escapeHtml(TELEGRAM_SANDBOX_BOT_USERNAME)}</h1>` +
      `<p>Webhook: <b>${hook ? escapeHtml(hook.url) : 'not set'}</b>` +
      `${hook?.lastErrorMessage ? ` · last error: ${escapeHtml(hook.lastErrorMessage)}` : ''} · ` +
      `${store.pending.length} update(s) waiting. JSON: <a href="/__telegram/chats">/__telegram/chats</a>. <a href="/">Sandbox index</a></p>` +
      (rows
        ? `<table><thead><tr><th>User</th><th>Chat id</th><th>Messages</th><th>Last</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No chats yet.</p>') +
      '<h2>Play a new user</h2><form method="post" action="/telegram/users">' +
      '<label>First name <input name="first_name" required></label> ' +
      '<label>Username <input name="username"></label> ' +
      '<label>Language <input name="language_code" value="en" size="4"></label> ' +
      '<button type="submit">Add user</button></form>',
  );
}

/** GET /telegram/chats/:id: the conversation, buttons, and a box to write as the user. */
export function chatPage(store: TelegramStore, user: TelegramUserRecord): string {
  const messages = (store.chats.get(user.id) ?? [])
    .map((message) => {
      const buttons = (message.inlineKeyboard ?? [])
        .map(
          (row) =>
            '<div class="row">' +
            row
              .map((button) =>
                button.url
                  ? `<a class="button" href="${escapeHtml(button.url)}" target="_blank" rel="noopener">${escapeHtml(button.text)}</a>`
                  : `<form method="post" action="/telegram/chats/${user.id}/press" style="display:inline">` +
                    `<input type="hidden" name="message_id" value="${message.messageId}">` +
                    `<input type="hidden" name="data" value="${escapeHtml(button.callback_data ?? '')}">` +
                    `<button type="submit">${escapeHtml(button.text)}</button></form>`,
              )
              .join(' ') +
            '</div>',
        )
        .join('');
      return (
        `<div class="message ${message.fromBot ? 'bot' : 'user'}" data-message-id="${message.messageId}">` +
        `<div class="who">${message.fromBot ? 'Bot' : escapeHtml(user.firstName)} · ${time(message.date)}</div>` +
        `<div class="text">${escapeHtml(message.text)}</div>${buttons}</div>`
      );
    })
    .join('');
  return page(
    `Chat with ${user.firstName}`,
    '<style>.message{max-width:560px;margin:8px 0;padding:8px 12px;border-radius:10px;white-space:pre-wrap}' +
      '.bot{background:#eef3fb}.user{background:#dcf8c6;margin-left:auto}.who{font-size:12px;color:#666}' +
      '.row{margin-top:6px}.button{display:inline-block;padding:4px 10px;border:1px solid #8aa;border-radius:6px;text-decoration:none}' +
      'input[name=text]{max-width:100%;box-sizing:border-box}</style>' +
      `<p><a href="/telegram">← all chats</a></p><h1>${escapeHtml(user.firstName)}` +
      `${user.username ? ` (@${escapeHtml(user.username)})` : ''}</h1><p>Chat id <code>${user.id}</code>` +
      `${user.languageCode ? ` · language ${escapeHtml(user.languageCode)}` : ''}</p>` +
      `<div class="chat">${messages || '<p>No messages yet.</p>'}</div>` +
      `<form method="post" action="/telegram/chats/${user.id}/send"><input name="text" size="60" aria-label="Message" required> ` +
      '<button type="submit">Send as the user</button></form>',
  );
}

/** GET /telegram/start?start=<payload>: what opening the bot's deep link shows: pick who presses Start. */
export function startPage(store: TelegramStore, payload: string): string {
  const users = [...store.users.values()]
    .map((user) => `<option value="${user.id}">${escapeHtml(user.firstName)} (${user.id})</option>`)
    .join('');
  return page(
    'Start the bot',
    `<h1>@${escapeHtml(TELEGRAM_SANDBOX_BOT_USERNAME)}</h1>` +
      `<p>Pressing Start sends <code>/start ${escapeHtml(payload)}</code> to the bot.</p>` +
      `<form method="post" action="/telegram/start"><input type="hidden" name="start" value="${escapeHtml(payload)}">` +
      `<label>As <select name="user_id"><option value="">a new user</option>${users}</select></label> ` +
      '<label>New user\'s first name <input name="first_name" value="Sophea"></label> ' +
      '<label>Language <input name="language_code" value="km" size="4"></label> ' +
      '<button type="submit">Start</button></form>',
  );
}
