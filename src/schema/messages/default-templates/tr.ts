import type { TemplateText } from '../template-text';
import type { LanguagePack } from './language-pack';

// Polite "siz"; dates and times stand without suffixes, as they are filled in whatever their form.

const onlineBookingMade: TemplateText = {
  subject: 'Yeni online randevu: {{date}} {{time}}',
  body: 'Online randevu: {{clientFullName}}, {{services}} ({{employee}}), {{date}} {{time}}, {{branchName}}.',
};
const onlineBookingCancelled: TemplateText = {
  subject: 'Online randevu iptal edildi: {{date}} {{time}}',
  body: 'Online iptal: {{clientFullName}}, {{services}} ({{employee}}), {{date}} {{time}}, {{branchName}}.',
};
const cashShiftDifference: TemplateText = {
  subject: 'Kasa farkı, {{branchName}}: {{difference}}',
  body: '{{branchName}}, {{date}}: kasa sayımında {{difference}} fark var. Vardiyayı açan: {{shiftOpenedBy}}.',
};
const daySummary: TemplateText = {
  subject: '{{branchName}}, {{date}}: {{total}}',
  body: '{{branchName}}, {{date}}: {{visitCount}} randevu, {{completedCount}} tamamlandı, {{cancelledCount}} iptal, {{missedCount}} gelmedi; {{total}} ciro.',
};

export const turkish: LanguagePack = {
  confirm: ['EVET'],
  cancel: ['HAYIR'],
  // RET is the word Turkish senders give for refusing commercial messages.
  stop: ['RET', 'DUR'],
  optOutHint: 'Listeden çıkmak için RET yazın.',
  counts: { visits: { other: 'ziyaret' }, days: { other: 'gün' } },
  templates: {
    'customer.bookingMade': {
      subject: 'Randevunuz: {{date}} {{time}}',
      body: 'Merhaba {{clientName}}, randevunuz oluşturuldu: {{date}} {{time}}, {{services}} ({{employee}}), {{branchName}}.',
    },
    'customer.bookingChanged': {
      subject: 'Randevunuz değişti: {{date}} {{time}}',
      body: 'Merhaba {{clientName}}, {{branchName}} randevunuz {{previousDate}} {{previousTime}} yerine {{date}} {{time}} olarak değişti.',
    },
    'customer.bookingCancelled': {
      subject: 'Randevunuz iptal edildi: {{date}}',
      body: 'Merhaba {{clientName}}, {{date}} {{time}} tarihli {{branchName}} randevunuz iptal edildi. Yeni randevu için: {{branchPhone}}',
    },
    'customer.reminder': {
      subject: 'Hatırlatma: {{date}} {{time}}',
      body: 'Merhaba {{clientName}}, randevunuzu hatırlatırız: {{date}} {{time}}, {{branchName}}, {{branchAddress}}.',
    },
    'customer.confirmRequest': {
      subject: 'Randevunuzu onaylayın: {{date}} {{time}}',
      body: 'Merhaba {{clientName}}, {{date}} {{time}} randevunuzu ({{branchName}}) onaylamak için EVET, iptal etmek için HAYIR yazın.',
    },
    'customer.thankYou': {
      subject: 'Ziyaretiniz için teşekkürler',
      body: 'Bugünkü ziyaretiniz için teşekkürler, {{clientName}}! Memnun kaldığınızı umar, sizi yeniden görmeyi bekleriz. {{branchName}}',
    },
    'customer.missedVisit': {
      subject: 'Bugün sizi bekledik',
      body: 'Merhaba {{clientName}}, bugün saat {{time}} randevunuzda sizi bekledik ({{branchName}}). Yeni randevu için: {{branchPhone}}',
    },
    'customer.birthday': {
      subject: 'İyi ki doğdunuz, {{clientName}}!',
      body: 'İyi ki doğdunuz, {{clientName}}! Size harika bir yıl dileriz. {{branchName}} ekibi',
    },
    'customer.comeBack': {
      subject: 'Sizi özledik',
      body: 'Merhaba {{clientName}}, uzun zamandır görüşemedik! Yeniden {{services}} için randevu alın: {{branchPhone}}. {{branchName}}',
    },
    'customer.membershipEnding': {
      subject: 'Üyeliğiniz sona eriyor',
      body: 'Merhaba {{clientName}}, "{{membership}}" üyeliğiniz sona eriyor (kalan: {{remaining}}), son geçerlilik {{expiresOn}}. Yenilemek için: {{branchPhone}}, {{branchName}}',
    },
    'employee.bookingMade': {
      subject: 'Yeni randevu: {{date}} {{time}}',
      body: '{{clientFullName}}, {{services}}, {{date}} {{time}}, {{branchName}}.',
    },
    'employee.bookingChanged': {
      subject: 'Randevu değişti: {{date}} {{time}}',
      body: '{{clientFullName}}, {{services}}: {{previousDate}} {{previousTime}} yerine {{date}} {{time}}, {{branchName}}.',
    },
    'employee.bookingCancelled': {
      subject: 'Randevu iptal edildi: {{date}} {{time}}',
      body: 'İptal: {{clientFullName}}, {{services}}, {{date}} {{time}}, {{branchName}}.',
    },
    'employee.tomorrowSchedule': {
      subject: 'Programınız: {{date}}',
      body: 'Merhaba {{employee}}, {{date}} randevularınız ({{branchName}}), toplam {{visitCount}}:\n{{schedule}}',
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
