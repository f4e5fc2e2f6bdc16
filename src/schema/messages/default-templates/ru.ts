import type { TemplateText } from '../template-text';
import type { LanguagePack } from './language-pack';

// Polite «вы»; names stay in the nominative, so the sentences are built around them rather than declining them.

const onlineBookingMade: TemplateText = {
  subject: 'Новая онлайн-запись: {{date}} {{time}}',
  body: 'Онлайн-запись: {{clientFullName}}, {{services}} ({{employee}}), {{date}} в {{time}}, {{branchName}}.',
};
const onlineBookingCancelled: TemplateText = {
  subject: 'Онлайн-запись отменена: {{date}} {{time}}',
  body: 'Отмена онлайн-записи: {{clientFullName}}, {{services}} ({{employee}}), {{date}} в {{time}}, {{branchName}}.',
};
const cashShiftDifference: TemplateText = {
  subject: 'Расхождение в кассе, {{branchName}}: {{difference}}',
  body: '{{branchName}}, {{date}}: расхождение в кассе {{difference}}. Смену открыл(а): {{shiftOpenedBy}}.',
};
const daySummary: TemplateText = {
  subject: '{{branchName}}, {{date}}: {{total}}',
  body: '{{branchName}}, {{date}}: записей {{visitCount}}, состоялось {{completedCount}}, отменено {{cancelledCount}}, пропущено {{missedCount}}; выручка {{total}}.',
};

export const russian: LanguagePack = {
  // НЕТ as a Latin keyboard types it, and as the message reads once sent in Latin letters.
  confirm: ['ДА'],
  cancel: ['НЕТ', 'NET'],
  stop: ['СТОП', 'ОТПИСКА', 'ОТПИСАТЬСЯ'],
  optOutHint: 'Чтобы отписаться, ответьте СТОП.',
  counts: { visits: { one: 'визит', few: 'визита', many: 'визитов', other: 'визита' }, days: { one: 'день', few: 'дня', many: 'дней', other: 'дня' } },
  templates: {
    'customer.bookingMade': {
      subject: 'Ваша запись: {{date}} в {{time}}',
      body: 'Здравствуйте, {{clientName}}! Вы записаны на {{date}} в {{time}}: {{services}} ({{employee}}), {{branchName}}.',
    },
    'customer.bookingChanged': {
      subject: 'Запись перенесена на {{date}} в {{time}}',
      body: 'Здравствуйте, {{clientName}}! Ваша запись ({{branchName}}) перенесена с {{previousDate}} {{previousTime}} на {{date}} в {{time}}.',
    },
    'customer.bookingCancelled': {
      subject: 'Запись на {{date}} отменена',
      body: 'Здравствуйте, {{clientName}}! Ваша запись ({{branchName}}) на {{date}} в {{time}} отменена. Записаться снова: {{branchPhone}}.',
    },
    'customer.reminder': {
      subject: 'Напоминание: {{date}} в {{time}}',
      body: 'Здравствуйте, {{clientName}}! Ждём вас {{date}} в {{time}}: {{branchName}}, {{branchAddress}}.',
    },
    'customer.confirmRequest': {
      subject: 'Подтвердите запись: {{date}} в {{time}}',
      body: 'Здравствуйте, {{clientName}}! Подтвердите запись на {{date}} в {{time}} ({{branchName}}): ответьте ДА, чтобы подтвердить, или НЕТ, чтобы отменить.',
    },
    'customer.thankYou': {
      subject: 'Спасибо за визит',
      body: 'Спасибо, что были у нас сегодня, {{clientName}}! Надеемся, вам понравилось. Будем рады видеть вас снова. {{branchName}}',
    },
    'customer.missedVisit': {
      subject: 'Мы ждали вас сегодня',
      body: 'Здравствуйте, {{clientName}}! Мы ждали вас сегодня в {{time}} ({{branchName}}). Записаться снова: {{branchPhone}}.',
    },
    'customer.birthday': {
      subject: 'С днём рождения, {{clientName}}!',
      body: 'С днём рождения, {{clientName}}! Желаем вам прекрасного года. Команда {{branchName}}',
    },
    'customer.comeBack': {
      subject: 'Мы скучаем по вам',
      body: 'Здравствуйте, {{clientName}}! Давно не виделись. Записать вас снова ({{services}})? Звоните: {{branchPhone}}. {{branchName}}',
    },
    'customer.membershipEnding': {
      subject: 'Ваш абонемент заканчивается',
      body: 'Здравствуйте, {{clientName}}! Абонемент «{{membership}}» заканчивается: осталось {{remaining}}, действует до {{expiresOn}}. Продлить: {{branchPhone}}, {{branchName}}.',
    },
    'employee.bookingMade': {
      subject: 'Новая запись: {{date}} {{time}}',
      body: '{{clientFullName}}, {{services}}, {{date}} в {{time}}, {{branchName}}.',
    },
    'employee.bookingChanged': {
      subject: 'Запись перенесена: {{date}} {{time}}',
      body: '{{clientFullName}}, {{services}}: перенесено с {{previousDate}} {{previousTime}} на {{date}} в {{time}}, {{branchName}}.',
    },
    'employee.bookingCancelled': {
      subject: 'Запись отменена: {{date}} {{time}}',
      body: 'Отмена: {{clientFullName}}, {{services}}, {{date}} в {{time}}, {{branchName}}.',
    },
    'employee.tomorrowSchedule': {
      subject: 'Ваше расписание на {{date}}',
      body: '{{employee}}, ваши записи на {{date}} ({{branchName}}), всего {{visitCount}}:\n{{schedule}}',
    },
    'administrator.onlineBookingMade': onlineBookingMade,
    'administrator.onlineBookingCancelled': onlineBookingCancelled,
    'administrator.cashShiftDifference': cashShiftDifference,
    'administrator.daySummary': daySummary,
    'owner.onlineBookingMade': onlineBookingMade,
    'owner.onlineBookingCancelled': onlineBookingCancelled,
    'owner.daySummary': daySummary,
    'owner.cashShiftDifference': cashShiftDifference,
  },
};
