import type { OrderStatus } from '../../../src/schema/schedule/order-status';
import type { ServerMessages } from './en';

// Status names as the schedule shows them (src/i18n/tr/schedule.json "status").
const statusName: Record<OrderStatus, string> = {
  'order_status.waiting': 'Bekliyor',
  'order_status.approved': 'Onaylandı',
  'order_status.has_started': 'Devam ediyor',
  'order_status.pass': 'Gelmedi',
  'order_status.canceled': 'İptal edildi',
  'order_status.success': 'Tamamlandı',
};
const payStatus = { draft: 'taslak', approved: 'onaylı', paid: 'ödenmiş' };
const payStep = { approved: 'onaylanabilir', paid: 'ödendi olarak işaretlenebilir', recalculated: 'yeniden hesaplanabilir', deleted: 'silinebilir' };

export const tr: ServerMessages = {
  common: {
    checkFields: ({ fields }) => `Şu alanları kontrol edin: ${fields.join(', ')}.`,
    unknownField: ({ field }) => `Bilinmeyen alan "${field}"`,
    invalidValue: 'Geçersiz değer',
    required: 'Zorunlu alan',
    noSuchDate: 'Böyle bir tarih yok',
    noSuchDateTime: 'Böyle bir tarih ve saat yok',
    tooLarge: 'Değer çok büyük',
    mustBeAfterStart: 'Başlangıçtan sonra olmalı',
    mustNotBeBeforeStart: 'Başlangıçtan önce olamaz',
    atMostDays: ({ days }) => `En fazla ${days} gün`,
    valueDoesNotFit: 'Bir değer alanına sığmıyor.',
    dateOutOfRange: ({ min, max }) => `${min} ile ${max} arasında olmalı`,
    valueDoesNotFitField: ({ field }) => `Bir değer alanına sığmıyor: ${field}.`,
    bodyTooLarge: 'İstek çok büyük.',
    tooManyRequests: ({ seconds }) => `Çok fazla istek. Lütfen ${seconds} sn sonra tekrar deneyin.`,
    unexpected: 'Bizim tarafımızda bir sorun oluştu. Lütfen tekrar deneyin.',
    noRoute: ({ method, path }) => `${method} ${path} adresi yok.`,
    duplicateValue: 'Aynı benzersiz değere sahip bir kayıt zaten var.',
    overlapsBooking: 'Bu saat, aynı kişinin başka bir randevusuyla çakışıyor.',
    stillInUse: 'Bu kayıt hâlâ başka kayıtlarda kullanılıyor.',
    staleVersion: 'Siz açtığınızdan beri bu kaydı başka biri değiştirdi. Değişiklikleri görmek için yeniden yükleyin.',
    noPermission: 'Bunu yapma izniniz yok.',
    sessionExpired: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
    sessionEnded: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
    accountGone: 'Hesabınız artık yok. Lütfen tekrar giriş yapın.',
    missingXsrf: 'İstekte geçerli bir X-XSRF-TOKEN başlığı yok. Sayfayı yeniden yükleyip tekrar deneyin.',
  },
  notFound: {
    record: 'Kayıt bulunamadı.',
    resource: () => 'Kayıt bulunamadı.',
    order: 'Randevu bulunamadı.',
    break: 'Mola bulunamadı.',
    clientInClass: 'Bu müşteri bu grup dersinde değil.',
    teamMember: 'Ekip üyesi bulunamadı.',
    employee: 'Ekip üyesi bulunamadı.',
    client: 'Müşteri bulunamadı.',
    service: 'Hizmet bulunamadı.',
    product: 'Ürün bulunamadı.',
    membership: 'Üyelik bulunamadı.',
    sale: 'Satış bulunamadı.',
    payment: 'Ödeme bulunamadı.',
    soldMembership: 'Satılan üyelik bulunamadı.',
    instalment: 'Taksit bulunamadı.',
    cashShift: 'Kasa vardiyası bulunamadı.',
    payScheme: 'Ücret planı bulunamadı.',
    payCalculation: 'Ücret hesaplaması bulunamadı.',
    review: 'Değerlendirme bulunamadı.',
    payAssignment: 'Ücret planı ataması bulunamadı.',
    workSlot: 'Vardiya bulunamadı.',
    branch: 'Şube bulunamadı.',
    organisation: 'Kuruluş bulunamadı.',
    licence: 'Paket bulunamadı.',
    user: 'Kullanıcı bulunamadı.',
    invitation: 'Davet bulunamadı.',
    staffAccount: 'Bu ekip üyesinin hesabı da daveti de yok.',
    photo: 'Fotoğraf bulunamadı.',
    page: 'Sayfa bulunamadı.',
  },
  notInBranch: {
    service: 'Bu hizmet bu şubede yok.',
    membership: 'Bu üyelik bu şubede yok.',
    product: 'Bu ürün bu şubede yok.',
    employee: 'Bu ekip üyesi bu şubede yok.',
    client: 'Bu müşteri bu şubede yok.',
    order: 'Bu randevu bu şubede yok.',
  },
  crud: {
    planExcludes: () => 'Paketiniz bu bölümü içermiyor.',
    planViewOnly: () => 'Paketiniz bu bölümde yalnızca görüntülemeye izin veriyor.',
    roleCannot: ({ role }) => `Rolünüz (${role}) bu bölümde bu işleme izin vermiyor.`,
    teamLimit: ({ limit }) => `Paketiniz ${limit} ekip üyesine izin veriyor. Daha fazla eklemek için birini kaldırın veya paketi değiştirin.`,
    duplicate: ({ value, place }) => `${place === 'branch' ? 'Bu şubede' : 'Bu zincirde'} "${value}" kaydı zaten var.`,
    inUse: ({ users }) => `Bu kayıt hâlâ başka kayıtlarda kullanılıyor (${users.reduce((sum, user) => sum + user.count, 0)}).`,
    missingReference: ({ id }) => `Burada ${id} kimlikli kayıt yok.`,
  },
  orders: {
    notYourOwn: 'Yalnızca kendi randevularınızı ve molalarınızı değiştirebilirsiniz.',
    movesNotAllowed: 'Şubeniz çalışanların randevularını taşımasına izin vermiyor. Bir yöneticiye başvurun.',
    employeeBusy: ({ name }) => `${name ? `${name} adlı ekip üyesinin` : 'Ekip üyesinin'} o saatte zaten bir randevusu veya molası var.`,
    resourceBusy: ({ name }) => `${name ? `Kaynak ${name}` : 'Kaynak'} o saatte zaten dolu.`,
    resourceFull: ({ name, booked, capacity }) => `${name ? `Kaynak ${name}` : 'Kaynak'} o saatte tamamen dolu (${booked}/${capacity}).`,
    transitionRefused: (refusal) => {
      switch (refusal.code) {
        case 'same_status':
          return `Randevunun durumu zaten "${statusName[refusal.params.status]}".`;
        case 'final_status':
        case 'not_allowed':
          return `Durumu "${statusName[refusal.params.from]}" olan bir randevu "${statusName[refusal.params.to]}" durumuna geçemez.`;
        case 'cancel_has_own_call':
          return 'Randevu, kimin iptal ettiğini kaydeden kendi iptal işlemiyle iptal edilir.';
        case 'not_begun':
          return 'Randevu, başlangıç saatinden önce gelmedi olarak işaretlenemez.';
        case 'before_day':
          return `${refusal.params.date} tarihli randevu, gününden önce "${statusName[refusal.params.to]}" durumuna alınamaz.`;
      }
    },
    cancelledUnchangeable: 'İptal edilmiş bir randevu değiştirilemez; yeni bir randevu oluşturun.',
    paidLinePrice:
      'Bu hizmet zaten bir satışta, bu yüzden fiyatı o satıştaki fiyattır. Farklı bir tutar almak için ödemeyi iade edin ya da satışı iptal edip yeniden ödeme alın.',
    paidLineRemoved: 'Bu hizmet zaten bir satışta, bu yüzden randevudan çıkarılamaz. Önce satışı iptal edin ya da ödemeyi iade edin.',
    lineNotOnOrder: 'Bu, bu randevunun bir hizmeti değil',
    lineNamedTwice: 'Bu hizmet iki kez belirtilmiş',
    capacityBelowJoined: ({ joined }) =>
      `Bu derse ${joined} müşteri katıldı, bu yüzden ${joined} yerden az olamaz; önce birinin ayrılmasını isteyin.`,
    onlyGroupHasPlaces: 'Yalnızca grup dersinin yerleri olur',
    groupHasOneService: 'Grup dersinin tek bir hizmeti olur',
    clientsJoinOneByOne: 'Müşteriler grup dersine tek tek katılır',
    notGroupClass: 'Bu bir grup dersi değil: tekli randevunun bir müşterisi olur ve randevunun kendisinde değiştirilir.',
    classClosed: 'Bu ders iptal edildi veya bitti: müşteriler artık katılamaz ya da ayrılamaz.',
    alreadyJoined: 'Bu müşteri derse zaten katıldı.',
    classFull: ({ places }) => `Ders dolu: ${places} yerin hepsi dolu.`,
    noneBooked: ({ refusals }) => `Hiçbir ders oluşturulamadı: ${refusals.join('; ')}.`,
    refusal: ({ date, reason }) => `${date}: ${reason}`,
    refusalReasons: {
      employee_busy: 'ekip üyesi meşgul',
      resource_busy: 'kaynak dolu',
      branch_closed: 'şube kapalı',
      outside_working_hours: 'şubenin çalışma saatleri dışında',
      not_working: 'ekip üyesinin vardiyası yok',
      outside_work_slot: 'ekip üyesinin vardiyası dışında',
    },
    outsideHours: {
      branchClosed: 'Şube o gün kapalı',
      outsideWorkingHours: ({ start, end }) => `Şubenin çalışma saatleri dışında (${start}–${end})`,
      notWorking: 'Ekip üyesinin o gün vardiyası yok',
      outsideWorkSlot: ({ start, end }) => `Ekip üyesinin vardiyası dışında (${start}–${end})`,
    },
    reasons: ({ reasons }) => `${reasons.join('; ')}.`,
    needsConfirming: ({ reasons }) => `Bu saatin onaylanması gerekiyor: ${reasons.join(' ')} Yine de kaydetmek için onaylayın.`,
  },
  schedule: {
    noSuchTeamMember: 'Böyle bir ekip üyesi yok',
    noSuchTeamMemberInBranch: 'Bu şubede böyle bir ekip üyesi yok',
    oneChainAtATime: 'Her seferinde tek bir zinciri planlayın',
    noSuchWorkSlot: 'Böyle bir vardiya yok',
    serviceNotInBranch: ({ id }) => `${id} numaralı hizmet bu şubenin hizmeti değil`,
    planExcludes: ({ area }) => `Paketiniz ${area === 'schedule' ? 'takvimi' : 'ekibin vardiyalarını'} içermiyor.`,
    planViewOnly: ({ area }) => `Paketiniz ${area === 'schedule' ? 'takvimde' : 'ekibin vardiyalarında'} yalnızca görüntülemeye izin veriyor.`,
    roleCannot: ({ role, area }) => `Rolünüz (${role}) bu işleme izin vermiyor: ${area === 'schedule' ? 'takvim' : 'ekibin vardiyaları'}.`,
  },
  sales: {
    notOnSale: ({ name }) => `${name} satışta değil.`,
    nameTheOrder: 'Bu satırın ödediği randevuyu belirtin (orderId).',
    notALineOfOrder: 'Bu, randevunun bir satırı değil.',
    needsClient: 'Üyelik veya borç için bir müşteri gerekir.',
    visitPaid: 'Bu randevunun ödemesi zaten tamamen yapıldı.',
    stockLeft: ({ stock, name }) => `${name} ürününden yalnızca ${stock} kaldı.`,
    saleCancelled: 'Bu satış iptal edildi.',
    saleAlreadyCancelled: 'Bu satış zaten iptal edildi.',
    nothingOwed: 'Bu satışta ödenecek bir şey yok.',
    handOverAmount: 'Nakit veya kartla bir tutar girin.',
    onlyPaymentRefunds: 'Yalnızca bir ödeme iade edilebilir.',
    refundAtMost: ({ amount }) => `En fazla ${amount} iade edilebilir.`,
    visitDrawn: ({ name }) => `${name} üyeliğinden zaten bir ziyaret düşüldü; satışı iptal etmeden önce o ziyareti geri verin.`,
    amountsChanged: 'Tutarlar artık tutmuyor; yeniden yükleyip tekrar deneyin.',
    paidMeanwhile: 'Bu ödeme satışın kalan borcundan fazla; satış bu arada ödenmiş.',
    refundedMeanwhile: 'Bu ödeme bu arada zaten iade edildi.',
    outOfStock: 'Bir ürünün stoku bu arada tükendi.',
    membershipOverpaid: 'Bu ödeme üyeliğin kalan borcundan fazla.',
    instalmentOverpaid: 'Bu ödeme taksitin kalan borcundan fazla.',
    noVisitsLeft: 'Bu üyelikte ziyaret hakkı kalmadı.',
    classPaidPerClient: 'Grup dersi danışan başına ödenir: bu satışın kimin yerini ödediğini seçin.',
    notInClass: 'Bu danışanın derste yeri yok: önce onu derse ekleyin.',
    receiptNeedsEmail: 'Bu danışanın kayıtlı e-posta adresi yok: fişin gönderileceği adresi yazın.',
    visitOnAnotherSale: 'Bu randevunun bir hizmeti zaten başka bir satışta: ödemenin kalanını o satışta alın.',
    tenderRefused: (refusal) => {
      switch (refusal.reason) {
        case 'cash_negative':
          return 'Nakit tutarı negatif olamaz.';
        case 'card_negative':
          return 'Kart tutarı negatif olamaz.';
        case 'card_above_due':
          return 'Kartla ödeme, ödenecek tutardan fazla.';
      }
    },
  },
  memberships: {
    cancelledNoInstalments: 'Bu üyelik iptal edildi, bu yüzden taksitleri artık ödenmiyor.',
    instalmentPaid: ({ number }) => `${number}. taksit zaten tamamen ödendi.`,
    earlierUnpaid: ({ number }) => `${number}. taksit henüz ödenmedi; taksitler sırayla ödenir.`,
    enterAmount: 'Ödenen nakit veya kart tutarını girin.',
    overpaysSale: 'Bu ödemeyle satış, toplamından fazla ödenmiş olur.',
    alreadyCancelled: 'Bu üyelik zaten iptal edildi.',
  },
  cashRegister: {
    alreadyOpen: ({ since }) => `${since ? `${since} saatinden beri ` : ''}açık bir kasa vardiyası zaten var. Yenisini açmadan önce onu kapatın.`,
    alreadyClosed: ({ time }) => `Bu kasa vardiyası zaten ${time} saatinde kapatıldı.`,
    planExcludes: 'Paketiniz yazar kasa ayarlarını içermiyor (finans ayarları ve yazar kasa blokları gerekir). Kullanmak için paketi değiştirin.',
  },
  pay: {
    memberPayTooLarge: ({ name, amount, max }) =>
      `${name} için bu dönemin ücreti ${amount}; bir ödemenin olabileceği ${max} tutarından fazla. Ücret planının tutarlarını düşürün ya da daha kısa bir dönem seçin.`,
    totalTooLarge: ({ amount, max }) =>
      `Bu dönemin ücretleri toplam ${amount}; bir hesaplamanın tutabileceği ${max} tutarından fazla. Daha kısa bir dönem seçin.`,
    periodTaken: ({ from, to, status }) =>
      `${from} – ${to} dönemine ait ücret hesaplaması (${payStatus[status]}) bu günlerin bir kısmını kapsıyor. ${status === 'draft' ? 'Bunun yerine onu yeniden hesaplayın veya silin.' : 'Ondan sonraki günleri seçin.'}`,
    wrongStatus: ({ status, needed, step }) =>
      `Bu ücret hesaplaması ${payStatus[status]}: yalnızca ${payStatus[needed]} bir hesaplama ${payStep[step]}.`,
    schemeInUse: ({ scheme, members }) => `${scheme}, şu kişilerin ücret planı: ${members}. Önce onlara başka bir plan atayın.`,
    notACategory: 'Bu şubenin bir hizmet kategorisi değil.',
    notAScheme: 'Bu şubenin bir ücret planı değil.',
  },
  catalog: {
    notAService: ({ id }) => `${id} numaralı hizmet bu şubenin hizmeti değil`,
    listEveryOnce: ({ what, unknown, missing }) => {
      const parts = [unknown.length > 0 && `burada olmayanlar: ${unknown.join(', ')}`, missing.length > 0 && `eksik olanlar: ${missing.join(', ')}`].filter(Boolean);
      return `${what === 'categories' ? 'Her kategoriyi' : 'Bu kategorinin her hizmetini'} tam olarak bir kez listeleyin (${parts.join('; ')}).`;
    },
  },
  reports: {
    planExcludes: 'Paketiniz raporları içermiyor. Kullanmak için paketi değiştirin.',
  },
  settings: {
    planExcludesArea: 'Paketiniz bu bölümü içermiyor. Kullanmak için paketi değiştirin.',
    planViewOnlyArea: 'Paketiniz bu bölümde yalnızca görüntülemeye izin veriyor. Değişiklik yapmak için paketi değiştirin.',
    roleDoesNotAllow: 'Rolünüz buna izin vermiyor. Zincirin bir sahibine başvurun.',
    lastOwner: 'Zincirin en az bir sahibi olmalı. Önce başka birini sahip yapın.',
    ownerChangesOwner: 'Başka bir sahibi yalnızca bir sahip değiştirebilir.',
    worksElsewhere: 'Bu kişi, yönetmediğiniz şubelerde de çalışıyor. Bir sahibe başvurun.',
    notYourself: 'Kendi erişiminizi değiştiremez veya kaldıramazsınız. Bunu başka bir sahipten isteyin.',
    accessChanged: 'Bu zincire erişiminiz değişti. Sayfayı yeniden yükleyin.',
    staleThing: ({ what }) => `Bu arada başka biri ${what === 'chain' ? 'zinciri' : 'bu şubeyi'} değiştirdi. Yeniden yükleyip tekrar deneyin.`,
    staleVersionIssue: 'Eski sürüm',
    branchLimit: ({ limit }) => `Paketiniz ${limit} şubeye izin veriyor. Daha fazla eklemek için paketi değiştirin.`,
    lastBranch: 'Bir zincirin en az bir şubesi olmalı. Bunu silmeden önce başka bir şube ekleyin.',
    alreadyMember: 'Bu kişinin zincire zaten erişimi var. Bunun yerine rolünü kullanıcılar sayfasında değiştirin.',
    ownerGrantsOwner: 'Sahip erişimini yalnızca bir sahip verebilir veya değiştirebilir.',
    ownBranchesOnly: 'Yalnızca yönettiğiniz şubelerin kişilerini yönetebilirsiniz.',
    notABranch: ({ id }) => `${id} numaralı şube bu zincirin şubesi değil`,
    memberHasAccount: 'Bu ekip üyesinin zaten bir hesabı var. Başka birini davet etmeden önce onu iptal edin.',
    accountIsAnotherMember: ({ name }) => `Bu kişi bu şubede zaten ${name} olarak giriş yapıyor.`,
  },
  paySlip: {
    title: 'Maaş bordrosu',
    chain: 'Zincir',
    branch: 'Şube',
    member: 'Ekip üyesi',
    period: 'Dönem',
    status: 'Durum',
    paidOn: 'Ödeme tarihi',
    lines: 'Kazanılanlar',
    subtotal: 'Ara toplam',
    madeOn: ({ date }) => `Düzenlenme tarihi: ${date}`,
    periodRange: ({ from, to }) => `${from} – ${to}`,
    statusName: { draft: 'Taslak', approved: 'Onaylandı', paid: 'Ödendi' },
    kind: {
      fixed_shift: 'Vardiya başına',
      fixed_month: 'Aylık',
      service_percent: 'Hizmet',
      product_percent: 'Ürün',
      minimum_topup: 'Asgariye tamamlama',
    },
    fixedShift: ({ count, base, amount }) => `${count} vardiya × ${base} = ${amount}`,
    fixedMonth: ({ month, base, amount }) => `${month} · aylık ${base}, dönemin günleri için = ${amount}`,
    percent: ({ label, date, base, percent, amount }) => `${label} · ${date} · ${base} × %${percent} = ${amount}`,
    minimum: ({ minimum, base, amount }) => `Asgari tutara tamamlama ${minimum} (kazanılan ${base}) = ${amount}`,
  },
  photos: {
    tooLarge: ({ megabytes }) => `Bir fotoğraf en fazla ${megabytes} MB olabilir. Daha küçük bir tane seçin.`,
    unreadable: 'Bu dosya okuyabildiğimiz bir fotoğraf değil. JPEG, PNG, WebP veya AVIF bir görsel seçin.',
    notAnImage: 'JPEG, PNG, WebP veya AVIF bir görsel değil',
    sendAsBody: 'Fotoğrafı isteğin gövdesi olarak gönderin.',
  },
  reviews: {
    visitNotCompleted: 'Değerlendirme ancak randevu tamamlandıktan sonra istenebilir.',
    noClientOnVisit: 'Bu randevunun değerlendirme istenecek bir müşterisi yok.',
    notClientOfVisit: 'Bu müşteri bu randevuda bulunmadı.',
    chooseClient: 'Dersin hangi müşterisine sorulacağını seçin.',
    alreadyReviewed: 'Bu müşteri bu randevuyu zaten değerlendirdi.',
    managersOnly: 'Değerlendirmeleri yalnızca bir sahip veya yönetici gizleyip gösterebilir.',
  },
  messages: {
    onlyFailedResend: 'Yalnızca gönderilemeyen bir mesaj yeniden gönderilebilir.',
    unknownNotification: 'Böyle bir bildirim yok.',
    channelNotForEvent: ({ channels }: { channels: string }) => `Bu bildirim ${channels} ile gönderilemez.`,
  },
  integrations: {
    telegramTokenRefused: "Telegram bu bot jetonunu tanımıyor: @BotFather'dan yeniden kopyalayın.",
  },
  broadcasts: {
    notFound: 'Toplu gönderim bulunamadı.',
    onlyDraft: 'Yalnızca taslak değiştirilebilir veya gönderilebilir: bu toplu gönderim zaten planlandı ya da gönderildi.',
    notCancellable: 'Yalnızca planlanmış veya gönderilmekte olan bir toplu gönderim iptal edilebilir.',
    scheduleAhead: 'Henüz gelmemiş bir zaman seçin.',
    segmentNotFound: 'Kayıtlı kitle bulunamadı.',
    segmentNameTaken: 'Şubede bu adda kayıtlı bir kitle zaten var.',
  },
  onlineBooking: {
    bookingGone: 'Bu bağlantı bir randevu açmıyor: ziyaretle birlikte süresi dolmuş olabilir.',
    pastCancelCutoff: ({ phone }: { phone: string | null }) => `Çevrimiçi iptal için çok geç. Lütfen salonu arayın${phone ? ` (${phone})` : ''}.`,
    pastMoveCutoff: ({ phone }: { phone: string | null }) => `Randevuyu çevrimiçi taşımak için çok geç. Lütfen salonu arayın${phone ? ` (${phone})` : ''}.`,
    cancelledUnmovable: 'Bu randevu iptal edildi, bu yüzden taşınamaz. Salonun sayfasından yeni bir saat alın.',
    codeGone: 'Bu kodun süresi doldu veya çok fazla denendi. Yeni bir kod isteyin.',
    codeWrong: ({ left }: { left: number }) => (left > 0 ? `Bu kod doğru değil. Kalan deneme: ${left}.` : 'Bu kod doğru değil ve deneme hakkı kalmadı. Yeni bir kod isteyin.'),
    knownClientsOnly: 'Bu salon yalnızca kendi müşterilerinden çevrimiçi randevu alıyor. Randevu için lütfen arayın.',
    tooManyBookings: ({ max }: { max: number }) => `Burada zaten ${max} yaklaşan çevrimiçi randevunuz var; salonun kabul ettiği en fazla sayı bu. Daha fazlası için lütfen arayın.`,
    holdGone: 'Bu saat artık sizin için ayrılmış değil. Lütfen yeniden bir saat seçin.',
    phoneInvalid: 'Bu, kod gönderebileceğimiz bir telefon numarası değil.',
    phoneRequired: 'Kodu SMS ile almak için bir telefon numarası girin.',
    emailRequired: 'Kodu e-posta ile almak için bir e-posta adresi girin.',
    smsCountry: ({ countries, email }) => `SMS ile kodlar yalnızca şu ülkelerin numaralarına gider: ${countries}.${email ? ' Bunun yerine e-postanızı kullanın.' : ''}`,
    channelOff: 'Bu salon kodları bu yolla göndermiyor. Sayfayı yenileyip başka bir yol seçin.',
    termsRequired: 'Randevu almak için salonun koşullarını kabul edin.',
    termsChanged: 'Siz randevu alırken salonun koşulları değişti. Sayfayı yenileyin, koşulları okuyup yeniden kabul edin.',
    codeSubject: ({ branch }: { branch: string; code: string; minutes: number }) => `${branch} randevu kodunuz`,
    codeBody: ({ code, branch, minutes }: { branch: string; code: string; minutes: number }) => `${code}, ${branch} randevunuzu onaylama kodunuzdur. ${minutes} dakika geçerlidir.`,
    timeTaken: ({ next }: { next: string[] }) =>
      next.length > 0 ? `Bu saat az önce alındı. O günün sonraki boş saatleri: ${next.join(', ')}.` : 'Bu saat az önce alındı ve o gün daha sonra boş saat yok. Başka bir gün seçin.',
    slugTaken: ({ slug }: { slug: string }) => `/book/${slug} adresi alınmış. Başka bir adres seçin.`,
    rulesChanged: 'Bu kuralları bu arada başka biri değiştirdi. Yeniden yükleyip tekrar deneyin.',
    settingsChanged: 'Bu ayarları bu arada başka biri değiştirdi. Yeniden yükleyip tekrar deneyin.',
    chainPage: 'Bu zincirin sayfası: saatleri görmek için şubelerinden birini seçin.',
    pageNotFound: 'Bu adreste bir randevu sayfası yok.',
    notBookableOnline: 'Bu hizmet burada çevrimiçi olarak alınamaz.',
    employeeNotBookable: 'Bu ekip üyesi bu hizmetler için çevrimiçi randevu almıyor.',
  },
  account: {
    currentPasswordWrong: 'Mevcut şifre doğru değil.',
    passwordWrong: 'Şifre doğru değil.',
    totpAlreadyOnRestart: 'İki adımlı doğrulama zaten açık. Yeniden kurmak için önce kapatın.',
    totpAlreadyOn: 'İki adımlı doğrulama zaten açık.',
    setupFirst: 'Önce kurulumu başlatın: kod bekleyen bir gizli anahtar yok.',
    codeWrong: 'Kod doğru değil. Telefonunuzdaki saati kontrol edip tekrar deneyin.',
    setupChanged: 'Kurulum bu arada değişti. Yeniden başlatın.',
    tooManyWrongAttempts: 'Çok fazla hatalı deneme. Lütfen birkaç dakika bekleyip tekrar deneyin.',
  },
};
