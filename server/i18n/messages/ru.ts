import type { OrderStatus } from '../../../src/schema/schedule/order-status';
import type { ServerMessages } from './en';

// Status names as the schedule shows them (src/i18n/ru/schedule.json "status").
const statusName: Record<OrderStatus, string> = {
  'order_status.waiting': 'Ожидает',
  'order_status.approved': 'Подтверждена',
  'order_status.has_started': 'Идёт',
  'order_status.pass': 'Неявка',
  'order_status.canceled': 'Отменена',
  'order_status.success': 'Завершена',
};
const payStatus = { draft: 'черновик', approved: 'утверждён', paid: 'оплачен' };
const payStep = { approved: 'утвердить', paid: 'отметить оплаченным', recalculated: 'пересчитать', deleted: 'удалить' };
const record = 'Запись';

export const ru: ServerMessages = {
  common: {
    checkFields: ({ fields }) => `Проверьте поля: ${fields.join(', ')}.`,
    unknownField: ({ field }) => `Неизвестное поле «${field}»`,
    invalidValue: 'Недопустимое значение',
    required: 'Обязательное поле',
    noSuchDate: 'Такой даты нет',
    noSuchDateTime: 'Такой даты и времени нет',
    tooLarge: 'Слишком большое значение',
    mustBeAfterStart: 'Должно быть позже начала',
    mustNotBeBeforeStart: 'Не может быть раньше начала',
    atMostDays: ({ days }) => `Не более ${days} дн.`,
    valueDoesNotFit: 'Значение не помещается в своё поле.',
    dateOutOfRange: ({ min, max }) => `Дата должна быть от ${min} до ${max}`,
    valueDoesNotFitField: ({ field }) => `Значение не помещается в своё поле: ${field}.`,
    bodyTooLarge: 'Запрос слишком большой.',
    tooManyRequests: ({ seconds }) => `Слишком много запросов. Попробуйте снова через ${seconds} с.`,
    unexpected: 'У нас что-то пошло не так. Попробуйте ещё раз.',
    noRoute: ({ method, path }) => `Адреса ${method} ${path} нет.`,
    duplicateValue: 'Запись с таким же уникальным значением уже есть.',
    overlapsBooking: 'Это время пересекается с другой записью того же человека.',
    stillInUse: 'Эта запись ещё используется другими записями.',
    staleVersion: 'Кто-то другой изменил эту запись, пока она была открыта. Обновите её, чтобы увидеть изменения.',
    noPermission: 'У вас нет прав на это действие.',
    sessionExpired: 'Сеанс истёк. Войдите снова.',
    sessionEnded: 'Сеанс завершён. Войдите снова.',
    accountGone: 'Вашего аккаунта больше нет. Войдите снова.',
    missingXsrf: 'В запросе нет действительного заголовка X-XSRF-TOKEN. Обновите страницу и попробуйте снова.',
  },
  notFound: {
    record: 'Запись не найдена.',
    resource: () => 'Запись не найдена.',
    order: 'Запись не найдена.',
    break: 'Перерыв не найден.',
    clientInClass: 'Этого клиента нет в групповом занятии.',
    teamMember: 'Сотрудник не найден.',
    employee: 'Сотрудник не найден.',
    client: 'Клиент не найден.',
    service: 'Услуга не найдена.',
    product: 'Товар не найден.',
    membership: 'Абонемент не найден.',
    sale: 'Продажа не найдена.',
    payment: 'Оплата не найдена.',
    soldMembership: 'Проданный абонемент не найден.',
    instalment: 'Платёж по абонементу не найден.',
    cashShift: 'Кассовая смена не найдена.',
    payScheme: 'Схема оплаты не найдена.',
    payCalculation: 'Расчёт зарплаты не найден.',
    review: 'Отзыв не найден.',
    payAssignment: 'Назначение схемы оплаты не найдено.',
    workSlot: 'Смена не найдена.',
    branch: 'Филиал не найден.',
    organisation: 'Организация не найдена.',
    licence: 'Тариф не найден.',
    user: 'Пользователь не найден.',
    invitation: 'Приглашение не найдено.',
    staffAccount: 'У этого сотрудника нет ни учётной записи, ни приглашения.',
    photo: 'Фото не найдено.',
    page: 'Страница не найдена.',
  },
  notInBranch: {
    service: 'В этом филиале нет такой услуги.',
    membership: 'В этом филиале нет такого абонемента.',
    product: 'В этом филиале нет такого товара.',
    employee: 'В этом филиале нет такого сотрудника.',
    client: 'В этом филиале нет такого клиента.',
    order: 'В этом филиале нет такой записи.',
  },
  crud: {
    planExcludes: () => 'Ваш тариф не включает этот раздел.',
    planViewOnly: () => 'По вашему тарифу этот раздел доступен только для просмотра.',
    planKeepsDefault: () => 'Ваш тариф не включает этот выбор: значение остаётся по умолчанию (включить обратно можно всегда).',
    roleCannot: ({ role }) => `Ваша роль (${role}) не позволяет это действие в этом разделе.`,
    teamLimit: ({ limit }) => `Ваш тариф допускает сотрудников: ${limit}. Удалите кого-нибудь или смените тариф, чтобы добавить ещё.`,
    duplicate: ({ value, place }) => `${record} «${value}» уже есть в ${place === 'branch' ? 'этом филиале' : 'этой сети'}.`,
    inUse: ({ users }) => `${record} ещё используется другими записями: ${users.reduce((sum, user) => sum + user.count, 0)}.`,
    missingReference: ({ id }) => `Записи с id ${id} здесь нет.`,
  },
  orders: {
    notYourOwn: 'Вы можете менять только свои записи и перерывы.',
    movesNotAllowed: 'Ваш филиал не разрешает сотрудникам переносить свои записи. Обратитесь к администратору.',
    employeeBusy: ({ name }) => `${name ? `У сотрудника ${name}` : 'У сотрудника'} уже есть запись или перерыв в это время.`,
    resourceBusy: ({ name }) => `${name ? `Ресурс ${name}` : 'Ресурс'} уже занят в это время.`,
    resourceFull: ({ name, booked, capacity }) => `${name ? `Ресурс ${name}` : 'Ресурс'} в это время полностью занят (${booked} из ${capacity}).`,
    transitionRefused: (refusal) => {
      switch (refusal.code) {
        case 'same_status':
          return `У записи уже статус «${statusName[refusal.params.status]}».`;
        case 'final_status':
        case 'not_allowed':
          return `Запись со статусом «${statusName[refusal.params.from]}» нельзя перевести в статус «${statusName[refusal.params.to]}».`;
        case 'cancel_has_own_call':
          return 'Запись отменяется отдельным действием «Отменить», которое запоминает, кто её отменил.';
        case 'not_begun':
          return 'Запись нельзя отметить неявкой до её начала.';
        case 'before_day':
          return `Запись на ${refusal.params.date} нельзя перевести в статус «${statusName[refusal.params.to]}» раньше её дня.`;
      }
    },
    cancelledUnchangeable: 'Отменённую запись изменить нельзя; создайте новую.',
    paidLinePrice:
      'Эта услуга уже есть в продаже, поэтому её цена — та, что в продаже. Чтобы взять другую сумму, верните оплату или отмените продажу и проведите её заново.',
    paidLineRemoved: 'Эта услуга уже есть в продаже, поэтому её нельзя убрать из записи. Сначала отмените продажу или верните оплату.',
    lineNotOnOrder: 'Это не услуга этой записи',
    lineNamedTwice: 'Эта услуга указана дважды',
    capacityBelowJoined: ({ joined }) =>
      `В занятие уже записано клиентов: ${joined}, поэтому мест не может быть меньше ${joined}; сначала кто-то должен выйти.`,
    onlyGroupHasPlaces: 'Места есть только у группового занятия',
    groupHasOneService: 'У группового занятия одна услуга',
    clientsJoinOneByOne: 'Клиенты записываются на групповое занятие по одному',
    notGroupClass: 'Это не групповое занятие: у обычной записи один клиент, он меняется в самой записи.',
    classClosed: 'Это занятие отменено или прошло: клиенты больше не могут записаться или выйти.',
    alreadyJoined: 'Этот клиент уже записан на занятие.',
    classFull: ({ places }) => `Занятие заполнено: все места (${places}) заняты.`,
    noneBooked: ({ refusals }) => `Ни одно занятие не удалось записать: ${refusals.join('; ')}.`,
    refusal: ({ date, reason }) => `${date}: ${reason}`,
    refusalReasons: {
      employee_busy: 'сотрудник занят',
      resource_busy: 'ресурс занят',
      branch_closed: 'филиал закрыт',
      outside_working_hours: 'вне часов работы филиала',
      not_working: 'у сотрудника нет смены',
      outside_work_slot: 'вне смены сотрудника',
    },
    outsideHours: {
      branchClosed: 'В этот день филиал закрыт',
      outsideWorkingHours: ({ start, end }) => `Вне часов работы филиала (${start}–${end})`,
      notWorking: 'У сотрудника нет смены в этот день',
      outsideWorkSlot: ({ start, end }) => `Вне смены сотрудника (${start}–${end})`,
    },
    reasons: ({ reasons }) => `${reasons.join('; ')}.`,
    needsConfirming: ({ reasons }) => `Это время нужно подтвердить: ${reasons.join(' ')} Подтвердите, чтобы всё равно записать.`,
  },
  schedule: {
    noSuchTeamMember: 'Такого сотрудника нет',
    noSuchTeamMemberInBranch: 'В этом филиале нет такого сотрудника',
    oneChainAtATime: 'Планируйте смены одной сети за раз',
    noSuchWorkSlot: 'Такой смены нет',
    serviceNotInBranch: ({ id }) => `Услуга ${id} не относится к этому филиалу`,
    planExcludes: ({ area }) => `Ваш тариф не включает ${area === 'schedule' ? 'расписание' : 'смены сотрудников'}.`,
    planViewOnly: ({ area }) => `По вашему тарифу ${area === 'schedule' ? 'расписание' : 'смены сотрудников'} доступны только для просмотра.`,
    roleCannot: ({ role, area }) => `Ваша роль (${role}) не позволяет это действие: ${area === 'schedule' ? 'расписание' : 'смены сотрудников'}.`,
  },
  sales: {
    notOnSale: ({ name }) => `${name} сейчас не продаётся.`,
    nameTheOrder: 'Укажите запись, которую оплачивает эта строка (orderId).',
    notALineOfOrder: 'Это не строка этой записи.',
    needsClient: 'Для абонемента или долга нужен клиент.',
    visitPaid: 'Эта запись уже полностью оплачена.',
    stockLeft: ({ stock, name }) => `${name}: осталось только ${stock}.`,
    saleCancelled: 'Эта продажа отменена.',
    saleAlreadyCancelled: 'Эта продажа уже отменена.',
    nothingOwed: 'По этой продаже ничего не должны.',
    handOverAmount: 'Укажите сумму наличными или картой.',
    onlyPaymentRefunds: 'Вернуть можно только оплату.',
    refundAtMost: ({ amount }) => `Можно вернуть не больше ${amount}.`,
    visitDrawn: ({ name }) => `По абонементу «${name}» уже списано посещение; верните это посещение, прежде чем отменять продажу.`,
    amountsChanged: 'Суммы больше не сходятся; обновите страницу и попробуйте снова.',
    paidMeanwhile: 'Эта оплата больше остатка по продаже: её уже оплатили за это время.',
    refundedMeanwhile: 'Эту оплату уже вернули за это время.',
    outOfStock: 'За это время товар закончился.',
    membershipOverpaid: 'Эта оплата больше остатка по абонементу.',
    instalmentOverpaid: 'Эта оплата больше остатка по платежу.',
    noVisitsLeft: 'По этому абонементу не осталось посещений.',
    classPaidPerClient: 'Групповое занятие оплачивается по каждому клиенту: выберите, чьё место оплачивает эта продажа.',
    notInClass: 'У этого клиента нет места на занятии: сначала добавьте его.',
    receiptNeedsEmail: 'У этого клиента не указан e-mail: введите адрес, на который отправить чек.',
    visitOnAnotherSale: 'Услуга этой записи уже есть в другой продаже: примите остаток оплаты в той продаже.',
    tenderRefused: (refusal) => {
      switch (refusal.reason) {
        case 'cash_negative':
          return 'Сумма наличными не может быть отрицательной.';
        case 'card_negative':
          return 'Сумма картой не может быть отрицательной.';
        case 'card_above_due':
          return 'Оплата картой больше суммы к оплате.';
      }
    },
  },
  memberships: {
    cancelledNoInstalments: 'Этот абонемент отменён, поэтому платежи по нему больше не принимаются.',
    instalmentPaid: ({ number }) => `Платёж ${number} уже оплачен полностью.`,
    earlierUnpaid: ({ number }) => `Платёж ${number} ещё не оплачен; платежи оплачиваются по порядку.`,
    enterAmount: 'Введите сумму наличными или картой.',
    overpaysSale: 'С этой оплатой продажа была бы оплачена больше своей суммы.',
    alreadyCancelled: 'Этот абонемент уже отменён.',
  },
  cashRegister: {
    alreadyOpen: ({ since }) => `Кассовая смена уже открыта${since ? ` с ${since}` : ''}. Закройте её, прежде чем открывать новую.`,
    alreadyClosed: ({ time }) => `Эта кассовая смена уже закрыта в ${time}.`,
    planExcludes: 'Ваш тариф не включает настройки кассы (нужны блоки финансовых настроек и кассы). Смените тариф, чтобы ими пользоваться.',
  },
  pay: {
    memberPayTooLarge: ({ name, amount, max }) =>
      `Зарплата сотрудника ${name} за этот период — ${amount}, больше ${max}, допустимых для одной выплаты. Уменьшите суммы схемы оплаты или выберите период короче.`,
    totalTooLarge: ({ amount, max }) =>
      `Зарплата за этот период — ${amount} в сумме, больше ${max}, допустимых для одного расчёта. Выберите период короче.`,
    periodTaken: ({ from, to, status }) =>
      `Расчёт зарплаты с ${from} по ${to} (${payStatus[status]}) охватывает часть этих дней. ${status === 'draft' ? 'Пересчитайте или удалите его.' : 'Выберите дни после него.'}`,
    wrongStatus: ({ status, needed, step }) =>
      `Этот расчёт зарплаты — ${payStatus[status]}: ${payStep[step]} можно только расчёт со статусом «${payStatus[needed]}».`,
    schemeInUse: ({ scheme, members }) => `${scheme} — схема оплаты для: ${members}. Сначала назначьте им другую схему.`,
    notACategory: 'Это не категория услуг этого филиала.',
    notAScheme: 'Это не схема оплаты этого филиала.',
  },
  catalog: {
    notAService: ({ id }) => `Услуга ${id} не относится к этому филиалу`,
    listEveryOnce: ({ what, unknown, missing }) => {
      const parts = [unknown.length > 0 && `лишние: ${unknown.join(', ')}`, missing.length > 0 && `не хватает: ${missing.join(', ')}`].filter(Boolean);
      return `Перечислите ${what === 'categories' ? 'все категории' : 'все услуги этой категории'} ровно по одному разу (${parts.join('; ')}).`;
    },
  },
  reports: {
    planExcludes: 'Ваш тариф не включает отчёты. Смените тариф, чтобы ими пользоваться.',
  },
  settings: {
    planExcludesArea: 'Ваш тариф не включает этот раздел. Смените тариф, чтобы им пользоваться.',
    planViewOnlyArea: 'По вашему тарифу этот раздел доступен только для просмотра. Смените тариф, чтобы вносить изменения.',
    roleDoesNotAllow: 'Ваша роль этого не позволяет. Обратитесь к владельцу сети.',
    lastOwner: 'В сети должен быть хотя бы один владелец. Сначала сделайте владельцем кого-то другого.',
    ownerChangesOwner: 'Только владелец может изменить другого владельца.',
    worksElsewhere: 'Этот человек работает и в филиалах, которыми вы не управляете. Обратитесь к владельцу.',
    notYourself: 'Нельзя изменить или убрать собственный доступ. Попросите об этом другого владельца.',
    accessChanged: 'Ваш доступ к этой сети изменился. Обновите страницу.',
    staleThing: ({ what }) => `Кто-то другой изменил ${what === 'chain' ? 'сеть' : 'этот филиал'} за это время. Обновите и попробуйте снова.`,
    staleVersionIssue: 'Устаревшая версия',
    branchLimit: ({ limit }) => `Ваш тариф допускает филиалов: ${limit}. Смените тариф, чтобы добавить ещё.`,
    lastBranch: 'В сети должен быть хотя бы один филиал. Добавьте другой филиал, прежде чем удалять этот.',
    alreadyMember: 'У этого человека уже есть доступ к сети. Измените его роль на странице «Пользователи».',
    ownerGrantsOwner: 'Только владелец может выдавать или менять доступ владельца.',
    ownBranchesOnly: 'Вы можете управлять только людьми филиалов, которыми вы управляете.',
    notABranch: ({ id }) => `Филиал ${id} не относится к этой сети`,
    memberHasAccount: 'У этого сотрудника уже есть учётная запись. Отзовите её, прежде чем приглашать другого.',
    accountIsAnotherMember: ({ name }) => `Этот человек уже входит в этом филиале как ${name}.`,
  },
  paySlip: {
    title: 'Расчётный листок',
    chain: 'Сеть',
    branch: 'Филиал',
    member: 'Сотрудник',
    period: 'Период',
    status: 'Статус',
    paidOn: 'Выплачено',
    lines: 'Что начислено',
    subtotal: 'Итого',
    madeOn: ({ date }) => `Сформирован ${date}`,
    periodRange: ({ from, to }) => `${from} – ${to}`,
    statusName: { draft: 'Черновик', approved: 'Утверждён', paid: 'Выплачен' },
    kind: {
      fixed_shift: 'За смену',
      fixed_month: 'В месяц',
      service_percent: 'Услуга',
      product_percent: 'Товар',
      minimum_topup: 'Доплата до минимума',
    },
    fixedShift: ({ count, base, amount }) =>
      `${count} ${{ one: 'смена', few: 'смены', many: 'смен' }[new Intl.PluralRules('ru').select(count) as 'one' | 'few' | 'many'] ?? 'смены'} × ${base} = ${amount}`,
    fixedMonth: ({ month, base, amount }) => `${month} · ${base} в месяц, за дни периода = ${amount}`,
    percent: ({ label, date, base, percent, amount }) => `${label} · ${date} · ${base} × ${percent} % = ${amount}`,
    minimum: ({ minimum, base, amount }) => `Доплата до минимума ${minimum} (заработано ${base}) = ${amount}`,
  },
  photos: {
    tooLarge: ({ megabytes }) => `Фото может весить не больше ${megabytes} МБ. Выберите файл поменьше.`,
    unreadable: 'Этот файл не похож на фото, которое мы можем прочитать. Выберите изображение JPEG, PNG, WebP или AVIF.',
    notAnImage: 'Это не изображение JPEG, PNG, WebP или AVIF',
    sendAsBody: 'Отправьте фото в теле запроса.',
  },
  reviews: {
    visitNotCompleted: 'Попросить отзыв можно только после завершения записи.',
    noClientOnVisit: 'У этой записи нет клиента, которого можно попросить об отзыве.',
    notClientOfVisit: 'Этот клиент не был на этой записи.',
    chooseClient: 'Выберите, кого из клиентов занятия попросить.',
    alreadyReviewed: 'Этот клиент уже оставил отзыв об этой записи.',
    managersOnly: 'Скрывать и показывать отзывы может только владелец или администратор.',
  },
  messages: {
    onlyFailedResend: 'Повторно отправить можно только сообщение, которое не удалось отправить.',
    unknownNotification: 'Такого уведомления нет.',
    channelNotForEvent: ({ channels }: { channels: string }) => `Это уведомление нельзя отправить через ${channels}.`,
  },
  integrations: {
    telegramTokenRefused: 'Telegram не знает этот токен бота: скопируйте его заново у @BotFather.',
    ipsDinarsOnly: 'IPS QR-коды только для филиалов в сербских динарах (RSD).',
  },
  broadcasts: {
    notFound: 'Рассылка не найдена.',
    onlyDraft: 'Изменить или отправить можно только черновик: эта рассылка уже запланирована или отправлена.',
    notCancellable: 'Отменить можно только запланированную рассылку или ту, что сейчас отправляется.',
    scheduleAhead: 'Выберите время, которое ещё не наступило.',
    segmentNotFound: 'Сохранённая аудитория не найдена.',
    segmentNameTaken: 'В филиале уже есть сохранённая аудитория с таким названием.',
  },
  presence: {
    domainTaken: 'Этот домен уже использует другой салон в BranchBook. Если он ваш, попросите их удалить его или напишите в поддержку.',
    domainInChain: 'Этот домен уже показывает другой филиал этой сети. Сначала удалите его там.',
    domainOwnHost: 'Это адрес самого BranchBook, а не ваш домен.',
    tooManyDomains: ({ max }) => `У филиала может быть не больше ${max} доменов. Сначала удалите один.`,
    notInGallery: 'Выберите одну из фотографий галереи.',
    pastDate: 'Эта дата уже прошла: выберите сегодня или позже.',
    galleryFull: ({ max }) => `В галерее помещается не больше ${max} фотографий. Сначала удалите одну.`,
    galleryChanged: 'Галерея тем временем изменилась (фото добавили или удалили). Загрузите её заново и попробуйте ещё раз.',
  },
  onlineBooking: {
    bookingGone: 'Эта ссылка не открывает запись: возможно, срок её действия истёк вместе с визитом.',
    pastCancelCutoff: ({ phone }: { phone: string | null }) => `Отменить онлайн уже нельзя. Позвоните в салон${phone ? ` по номеру ${phone}` : ''}.`,
    pastMoveCutoff: ({ phone }: { phone: string | null }) => `Перенести запись онлайн уже нельзя. Позвоните в салон${phone ? ` по номеру ${phone}` : ''}.`,
    cancelledUnmovable: 'Эта запись отменена, перенести её нельзя. Запишитесь на новое время на странице салона.',
    codeGone: 'Срок действия кода истёк или было слишком много попыток. Запросите новый.',
    codeWrong: ({ left }: { left: number }) => (left > 0 ? `Код неверный. Осталось попыток: ${left}.` : 'Код неверный, попыток не осталось. Запросите новый.'),
    knownClientsOnly: 'Этот салон принимает онлайн-записи только от своих клиентов. Позвоните, чтобы записаться.',
    tooManyBookings: ({ max }: { max: number }) => `У вас уже ${max} предстоящих онлайн-записей здесь — это максимум для салона. Позвоните, чтобы записаться ещё.`,
    holdGone: 'Это время больше не удерживается для вас. Выберите время снова.',
    phoneInvalid: 'На этот номер телефона нельзя отправить код.',
    phoneRequired: 'Укажите номер телефона, чтобы получить код по SMS.',
    emailRequired: 'Укажите e-mail, чтобы получить код по почте.',
    smsCountry: ({ countries, email }) => `Коды по SMS отправляются только на номера стран: ${countries}.${email ? ' Используйте электронную почту.' : ''}`,
    channelOff: 'Этот салон не отправляет коды таким способом. Обновите страницу и выберите другой.',
    termsRequired: 'Чтобы записаться, примите условия салона.',
    termsChanged: 'Условия салона изменились, пока вы записывались. Обновите страницу, прочитайте их и примите снова.',
    codeSubject: ({ branch }: { branch: string; code: string; minutes: number }) => `Ваш код записи в ${branch}`,
    codeBody: ({ code, branch, minutes }: { branch: string; code: string; minutes: number }) => `${code} — ваш код для подтверждения записи в ${branch}. Он действует ${minutes} минут.`,
    timeTaken: ({ next }: { next: string[] }) =>
      next.length > 0 ? `Это время только что заняли. Ближайшее свободное время в этот день: ${next.join(', ')}.` : 'Это время только что заняли, а позже в этот день свободного времени нет. Выберите другой день.',
    slugTaken: ({ slug }: { slug: string }) => `Адрес /book/${slug} уже занят. Выберите другой.`,
    rulesChanged: 'Кто-то уже изменил эти правила. Загрузите их заново и попробуйте ещё раз.',
    settingsChanged: 'Кто-то уже изменил эти настройки. Загрузите их заново и попробуйте ещё раз.',
    chainPage: 'Это страница сети: выберите филиал, чтобы увидеть время.',
    pageNotFound: 'По этому адресу нет страницы записи.',
    notBookableOnline: 'На эту услугу здесь нельзя записаться онлайн.',
    employeeNotBookable: 'Этот сотрудник не принимает онлайн-записи на эти услуги.',
    telegramBotMissing: 'Сначала подключите Telegram-бота сети (Интеграции → Telegram-бот): коды через Telegram отправляет он.',
  },
  account: {
    currentPasswordWrong: 'Текущий пароль неверный.',
    passwordWrong: 'Пароль неверный.',
    totpAlreadyOnRestart: 'Двухфакторная аутентификация уже включена. Сначала выключите её, чтобы настроить заново.',
    totpAlreadyOn: 'Двухфакторная аутентификация уже включена.',
    setupFirst: 'Сначала начните настройку: код пока не к чему привязать.',
    codeWrong: 'Код неверный. Проверьте время на телефоне и попробуйте снова.',
    setupChanged: 'За это время настройка изменилась. Начните её заново.',
    tooManyWrongAttempts: 'Слишком много неверных попыток. Подождите несколько минут и попробуйте снова.',
  },
};
