import type { SeedOfficialNews } from "../content";

/** Official tab "announcements": service notices (news-msgdisplay). */
export const announcements: SeedOfficialNews[] = [
  {
    id: "ann-uk-stocks",
    tabId: "announcements",
    publishTime: "2026-09-15T10:00:00+08:00",
    title: {
      en: "UK stocks are now available to trade",
      cn: "英国股票现已开放交易",
      "zh-hk": "英國股票現已開放買賣",
    },
    summary: {
      en: "From 15 September 2026 you can trade shares listed on the London Stock Exchange in GBP from your Dolphin Securities account.",
      cn: "自 2026 年 9 月 15 日起，您可以通过海豚证券账户以英镑买卖伦敦证券交易所上市的股票。",
      "zh-hk": "由 2026 年 9 月 15 日起，您可透過海豚證券賬戶以英鎊買賣倫敦證券交易所上市的股票。",
    },
    content: {
      en: `<p>From 15 September 2026, shares listed on the London Stock Exchange can be traded in GBP from your Dolphin Securities account. No new application is needed: UK stocks appear in search and on the market pages of the app.</p>
<ul>
<li><strong>Trading hours</strong>: continuous trading runs from 08:00 to 16:30 London time, which is 15:00 to 23:30 Singapore time while the UK is on summer time (until 25 October 2026) and 16:00 to 00:30 afterwards.</li>
<li><strong>Settlement</strong>: T+2.</li>
<li><strong>Government and market charges</strong>: Stamp Duty Reserve Tax of 0.5% applies to purchases of most UK shares; the PTM levy of GBP 1.50 applies to trades over GBP 10,000 in shares, but not to ETFs. Commission is shown on the Pricing page.</li>
</ul>
<p>Convert SGD or USD to GBP in <strong>Assets &gt; Currency exchange</strong> before you trade, or let the order ticket convert for you. UK dividends are not subject to UK withholding tax for most shares.</p>`,
      cn: `<p>自 2026 年 9 月 15 日起，您可以通过海豚证券账户以英镑买卖伦敦证券交易所上市的股票，无须另行申请。英国股票会出现在 App 的搜索结果和行情页面中。</p>
<ul>
<li><strong>交易时间</strong>：持续交易时段为伦敦时间 08:00 至 16:30，英国夏令时期间（至 2026 年 10 月 25 日）相当于新加坡时间 15:00 至 23:30，之后为 16:00 至 00:30。</li>
<li><strong>交收</strong>：T+2。</li>
<li><strong>政府及市场收费</strong>：买入大多数英国股票须缴纳 0.5% 的印花储备税（SDRT）；单笔股票交易金额超过 10,000 英镑时收取 1.50 英镑的 PTM 征费，ETF 则不适用。佣金请见“收费”页面。</li>
</ul>
<p>交易前，请在<strong>资产 &gt; 货币兑换</strong>中将新元或美元兑换为英镑，或由下单页面为您自动换汇。大多数英国股票的股息无须缴纳英国预扣税。</p>`,
      "zh-hk": `<p>由 2026 年 9 月 15 日起，您可透過海豚證券賬戶以英鎊買賣倫敦證券交易所上市的股票，毋須另行申請。英國股票會出現在 App 的搜尋結果及市場頁面。</p>
<ul>
<li><strong>交易時間</strong>：持續交易時段為倫敦時間 08:00 至 16:30，英國夏令時間期間（至 2026 年 10 月 25 日）相當於新加坡時間 15:00 至 23:30，之後為 16:00 至 00:30。</li>
<li><strong>交收</strong>：T+2。</li>
<li><strong>政府及市場收費</strong>：買入大部分英國股票須繳付 0.5% 的印花儲備稅（SDRT）；單筆股票交易金額超過 10,000 英鎊時收取 1.50 英鎊的 PTM 徵費，ETF 則不適用。佣金請參閱「收費」頁面。</li>
</ul>
<p>買賣前，請在<strong>資產 &gt; 貨幣兌換</strong>把新加坡元或美元兌換為英鎊，或由落盤頁面為您自動兌換。大部分英國股票的股息毋須繳付英國預扣稅。</p>`,
    },
  },
  {
    id: "ann-us-hours-change",
    tabId: "announcements",
    publishTime: "2026-10-26T09:00:00+08:00",
    title: {
      en: "US market hours move one hour later from 2 November",
      cn: "11 月 2 日起美股交易时间推迟一小时",
      "zh-hk": "11 月 2 日起美股交易時間延後一小時",
    },
    summary: {
      en: "With the end of US daylight saving time on 1 November 2026, the regular US session runs from 22:30 to 05:00 Singapore time.",
      cn: "美国夏令时于 2026 年 11 月 1 日结束，美股常规交易时段将改为新加坡时间 22:30 至 05:00。",
      "zh-hk": "美國夏令時間於 2026 年 11 月 1 日結束，美股正常交易時段將改為新加坡時間 22:30 至 05:00。",
    },
    content: {
      en: `<p>US daylight saving time ends on Sunday 1 November 2026. From the session starting on Monday 2 November, US market hours in Singapore time are:</p>
<ul>
<li>Pre-market: 17:00 to 22:30</li>
<li>Regular session: 22:30 to 05:00 the next day</li>
<li>After-hours: 05:00 to 09:00</li>
</ul>
<p>US options follow the regular session. Daily recurring investment plans for US stocks will run at the new times automatically. The hours will change back when US daylight saving time resumes on 14 March 2027.</p>`,
      cn: `<p>美国夏令时将于 2026 年 11 月 1 日（周日）结束。自 11 月 2 日（周一）开始的交易时段起，美股交易时间（新加坡时间）如下：</p>
<ul>
<li>盘前交易：17:00 至 22:30</li>
<li>常规交易：22:30 至次日 05:00</li>
<li>盘后交易：05:00 至 09:00</li>
</ul>
<p>美股期权跟随常规交易时段。美股的每日定投计划将自动按新时间执行。美国于 2027 年 3 月 14 日恢复夏令时后，交易时间将调回。</p>`,
      "zh-hk": `<p>美國夏令時間將於 2026 年 11 月 1 日（星期日）結束。由 11 月 2 日（星期一）開始的交易時段起，美股交易時間（新加坡時間）如下：</p>
<ul>
<li>盤前交易：17:00 至 22:30</li>
<li>正常交易：22:30 至翌日 05:00</li>
<li>盤後交易：05:00 至 09:00</li>
</ul>
<p>美股期權跟隨正常交易時段。美股的每日定期投資計劃將自動按新時間執行。美國於 2027 年 3 月 14 日恢復夏令時間後，交易時間將會調回。</p>`,
    },
  },
  {
    id: "ann-maintenance-2026-11-21",
    tabId: "announcements",
    publishTime: "2026-11-13T18:00:00+08:00",
    title: {
      en: "Scheduled system maintenance on Saturday 21 November 2026",
      cn: "2026 年 11 月 21 日（周六）系统维护通知",
      "zh-hk": "2026 年 11 月 21 日（星期六）系統維護通知",
    },
    summary: {
      en: "The app and website will be unavailable from 06:00 to 12:00 Singapore time on Saturday 21 November while we upgrade our systems.",
      cn: "为升级系统，App 和网站将于 11 月 21 日（周六）新加坡时间 06:00 至 12:00 暂停服务。",
      "zh-hk": "為提升系統，App 及網站將於 11 月 21 日（星期六）新加坡時間 06:00 至 12:00 暫停服務。",
    },
    content: {
      en: `<p>To upgrade our trading and account systems, the Dolphin Securities app and website will be unavailable from <strong>06:00 to 12:00 Singapore time on Saturday 21 November 2026</strong>. All markets we offer are closed during this window.</p>
<ul>
<li>You will not be able to sign in, place or change orders, or submit withdrawal and currency exchange requests.</li>
<li>Good-till-cancelled orders and recurring investment plans are not affected.</li>
<li>FAST and PayNow deposits made during the window will be credited once the maintenance ends.</li>
</ul>
<p>The maintenance may end earlier than planned. We apologise for any inconvenience and thank you for your patience.</p>`,
      cn: `<p>为升级交易及账户系统，海豚证券 App 和网站将于 <strong>2026 年 11 月 21 日（周六）新加坡时间 06:00 至 12:00</strong> 暂停服务。在此期间，我们提供的所有市场均处于休市状态。</p>
<ul>
<li>届时您将无法登录、下单或修改订单，也无法提交出金和换汇申请。</li>
<li>撤销前有效订单和定投计划不受影响。</li>
<li>维护期间通过 FAST 和 PayNow 转入的资金，将在维护结束后入账。</li>
</ul>
<p>维护可能提前结束。由此带来的不便，敬请谅解，感谢您的耐心。</p>`,
      "zh-hk": `<p>為提升交易及賬戶系統，海豚證券 App 及網站將於 <strong>2026 年 11 月 21 日（星期六）新加坡時間 06:00 至 12:00</strong> 暫停服務。在此期間，我們提供的所有市場均已休市。</p>
<ul>
<li>屆時您將無法登入、落盤或修改訂單，亦無法提交提款及貨幣兌換申請。</li>
<li>取消前有效訂單及定期投資計劃不受影響。</li>
<li>維護期間以 FAST 及 PayNow 存入的資金，將於維護完成後入賬。</li>
</ul>
<p>維護可能提早完成。如有不便，敬請見諒，並感謝您的耐心。</p>`,
    },
  },
  {
    id: "ann-holidays-2026",
    tabId: "announcements",
    publishTime: "2026-11-20T10:00:00+08:00",
    title: {
      en: "Trading schedule for Thanksgiving, Christmas and New Year 2026/27",
      cn: "2026/27 年感恩节、圣诞节及新年交易安排",
      "zh-hk": "2026/27 年感恩節、聖誕節及新年交易安排",
    },
    summary: {
      en: "US, Hong Kong and Singapore markets close or trade half days around the year-end holidays. All times are Singapore time.",
      cn: "年末假期前后，美国、香港和新加坡市场将休市或半日交易。以下均为新加坡时间。",
      "zh-hk": "年末假期前後，美國、香港及新加坡市場將休市或半日市。以下均為新加坡時間。",
    },
    content: {
      en: `<p>Please note the following market arrangements. All times are Singapore time.</p>
<h3>US market</h3>
<ul>
<li>Thursday 26 November (Thanksgiving): closed.</li>
<li>Friday 27 November: early close at 13:00 New York time, 02:00 on Saturday 28 November.</li>
<li>Thursday 24 December: early close at 13:00 New York time, 02:00 on Friday 25 December.</li>
<li>Friday 25 December and Friday 1 January: closed.</li>
</ul>
<h3>Hong Kong market</h3>
<ul>
<li>Thursday 24 December and Thursday 31 December: morning session only, no afternoon session.</li>
<li>Friday 25 December and Friday 1 January: closed.</li>
</ul>
<h3>Singapore market</h3>
<ul>
<li>Thursday 24 December and Thursday 31 December: half-day trading, closing after the morning session.</li>
<li>Friday 25 December and Friday 1 January: closed.</li>
</ul>
<p>Settlement, deposits and withdrawals are not processed on market or bank holidays, so allow extra time for withdrawals around these dates.</p>`,
      cn: `<p>请留意以下市场安排，所列时间均为新加坡时间。</p>
<h3>美国市场</h3>
<ul>
<li>11 月 26 日（周四，感恩节）：休市。</li>
<li>11 月 27 日（周五）：纽约时间 13:00 提前收市，即 11 月 28 日（周六）02:00。</li>
<li>12 月 24 日（周四）：纽约时间 13:00 提前收市，即 12 月 25 日（周五）02:00。</li>
<li>12 月 25 日（周五）及 1 月 1 日（周五）：休市。</li>
</ul>
<h3>香港市场</h3>
<ul>
<li>12 月 24 日（周四）及 12 月 31 日（周四）：只设早市，不设午市。</li>
<li>12 月 25 日（周五）及 1 月 1 日（周五）：休市。</li>
</ul>
<h3>新加坡市场</h3>
<ul>
<li>12 月 24 日（周四）及 12 月 31 日（周四）：半日交易，上午交易结束后收市。</li>
<li>12 月 25 日（周五）及 1 月 1 日（周五）：休市。</li>
</ul>
<p>市场或银行假期不处理交收、入金和出金，请在上述日期前后预留更多出金时间。</p>`,
      "zh-hk": `<p>請留意以下市場安排，所列時間均為新加坡時間。</p>
<h3>美國市場</h3>
<ul>
<li>11 月 26 日（星期四，感恩節）：休市。</li>
<li>11 月 27 日（星期五）：紐約時間 13:00 提早收市，即 11 月 28 日（星期六）02:00。</li>
<li>12 月 24 日（星期四）：紐約時間 13:00 提早收市，即 12 月 25 日（星期五）02:00。</li>
<li>12 月 25 日（星期五）及 1 月 1 日（星期五）：休市。</li>
</ul>
<h3>香港市場</h3>
<ul>
<li>12 月 24 日（星期四）及 12 月 31 日（星期四）：只設早市，不設午市。</li>
<li>12 月 25 日（星期五）及 1 月 1 日（星期五）：休市。</li>
</ul>
<h3>新加坡市場</h3>
<ul>
<li>12 月 24 日（星期四）及 12 月 31 日（星期四）：半日市，上午交易完結後收市。</li>
<li>12 月 25 日（星期五）及 1 月 1 日（星期五）：休市。</li>
</ul>
<p>市場或銀行假期不會處理交收、存款及提款，請在上述日期前後預留較多提款時間。</p>`,
    },
  },
];

/** Official tab "events": webinars and workshops. */
export const events: SeedOfficialNews[] = [
  {
    id: "evt-options-webinar",
    tabId: "events",
    publishTime: "2026-09-25T12:00:00+08:00",
    title: {
      en: "Webinar: US options from the ground up (14 and 15 October)",
      cn: "网络研讨会：从零开始认识美股期权（10 月 14 日及 15 日）",
      "zh-hk": "網上研討會：由零開始認識美股期權（10 月 14 日及 15 日）",
    },
    summary: {
      en: "A free one-hour introduction to calls, puts, expiry and risk, in English on 14 October and in Mandarin on 15 October, 20:00 Singapore time.",
      cn: "免费一小时入门讲座，介绍看涨期权、看跌期权、到期与风险。英文场 10 月 14 日、中文场 10 月 15 日，均为新加坡时间 20:00。",
      "zh-hk": "免費一小時入門講座，介紹認購期權、認沽期權、到期及風險。英語場 10 月 14 日、普通話場 10 月 15 日，均為新加坡時間 20:00。",
    },
    content: {
      en: `<p>Options can be used to hedge, to earn income or to speculate, and they behave very differently from shares. This webinar by our investor education team covers the basics before you place your first trade.</p>
<ul>
<li><strong>English session</strong>: Wednesday 14 October 2026, 20:00 to 21:00 Singapore time.</li>
<li><strong>Mandarin session</strong>: Thursday 15 October 2026, 20:00 to 21:00 Singapore time.</li>
<li><strong>Topics</strong>: calls and puts, how premiums are priced, expiry and assignment, and the Customer Account Review.</li>
</ul>
<p>Registration is free in the app under <strong>Discover &gt; Events</strong>, and a recording will be available to registered participants. The session is for education only and is not investment advice. A bought option can expire worthless, and uncovered written options can lose without limit.</p>`,
      cn: `<p>期权可用于对冲、赚取收益或投机，其表现与股票截然不同。本次研讨会由我们的投资者教育团队主讲，在您下第一笔期权交易前介绍基础知识。</p>
<ul>
<li><strong>英文场</strong>：2026 年 10 月 14 日（周三）新加坡时间 20:00 至 21:00。</li>
<li><strong>中文场</strong>：2026 年 10 月 15 日（周四）新加坡时间 20:00 至 21:00。</li>
<li><strong>内容</strong>：看涨与看跌期权、权利金如何定价、到期与指派，以及客户账户审查（CAR）。</li>
</ul>
<p>请在 App 的<strong>发现 &gt; 活动</strong>中免费报名，报名者可观看回放。本活动仅供教育用途，不构成投资建议。买入的期权可能到期时一文不值，无担保卖出的期权损失可能无限。</p>`,
      "zh-hk": `<p>期權可用於對沖、賺取收益或投機，其表現與股票截然不同。是次研討會由我們的投資者教育團隊主講，在您落第一張期權訂單前介紹基本知識。</p>
<ul>
<li><strong>英語場</strong>：2026 年 10 月 14 日（星期三）新加坡時間 20:00 至 21:00。</li>
<li><strong>普通話場</strong>：2026 年 10 月 15 日（星期四）新加坡時間 20:00 至 21:00。</li>
<li><strong>內容</strong>：認購及認沽期權、期權金如何定價、到期及指派，以及客戶賬戶審查（CAR）。</li>
</ul>
<p>請在 App 的<strong>發現 &gt; 活動</strong>免費報名，已報名人士可觀看重播。本活動只供教育用途，並不構成投資建議。買入的期權可能在到期時變得毫無價值，無備兌沽出的期權損失可以無限。</p>`,
    },
  },
  {
    id: "evt-reits-webinar",
    tabId: "events",
    publishTime: "2026-10-16T12:00:00+08:00",
    title: {
      en: "Webinar: reading an SGX REIT report (Saturday 7 November)",
      cn: "网络研讨会：读懂新加坡 REIT 报告（11 月 7 日周六）",
      "zh-hk": "網上研討會：讀懂新加坡房託報告（11 月 7 日星期六）",
    },
    summary: {
      en: "Learn what DPU, gearing, WALE and NAV tell you, with worked examples from public reports. Saturday 7 November 2026, 10:00 to 11:30 Singapore time.",
      cn: "通过公开报告中的实例，了解 DPU、负债率、WALE 和资产净值分别说明什么。2026 年 11 月 7 日（周六）新加坡时间 10:00 至 11:30。",
      "zh-hk": "透過公開報告中的實例，了解 DPU、負債比率、WALE 及資產淨值分別說明甚麼。2026 年 11 月 7 日（星期六）新加坡時間 10:00 至 11:30。",
    },
    content: {
      en: `<p>Singapore REITs publish a lot of numbers. In this 90-minute webinar we walk through the sections of a results presentation that matter most to income investors.</p>
<ul>
<li><strong>When</strong>: Saturday 7 November 2026, 10:00 to 11:30 Singapore time, in English with Chinese subtitles on the recording.</li>
<li><strong>Topics</strong>: distribution per unit and yield, aggregate leverage and interest coverage, lease expiry and occupancy, and how interest rates feed through to distributions.</li>
<li><strong>Q&amp;A</strong>: submit questions when you register, or live during the session.</li>
</ul>
<p>Register for free in the app under <strong>Discover &gt; Events</strong>. Examples are drawn from public information for education only; no REIT is being recommended.</p>`,
      cn: `<p>新加坡 REIT 会公布大量数据。在这场 90 分钟的研讨会中，我们将逐一讲解业绩简报中对收益型投资者最重要的部分。</p>
<ul>
<li><strong>时间</strong>：2026 年 11 月 7 日（周六）新加坡时间 10:00 至 11:30，以英语进行，回放附中文字幕。</li>
<li><strong>内容</strong>：每单位分派与收益率、总杠杆率与利息覆盖率、租约到期与出租率，以及利率如何影响分派。</li>
<li><strong>问答</strong>：可在报名时提交问题，或在研讨会期间实时提问。</li>
</ul>
<p>请在 App 的<strong>发现 &gt; 活动</strong>中免费报名。示例取自公开信息，仅供教育用途，并不推荐任何 REIT。</p>`,
      "zh-hk": `<p>新加坡房託會公布大量數據。在這場 90 分鐘的研討會中，我們會逐一講解業績簡報中對收息投資者最重要的部分。</p>
<ul>
<li><strong>時間</strong>：2026 年 11 月 7 日（星期六）新加坡時間 10:00 至 11:30，以英語進行，重播附中文字幕。</li>
<li><strong>內容</strong>：每基金單位分派及息率、總槓桿比率及利息覆蓋率、租約到期及出租率，以及利率如何影響分派。</li>
<li><strong>問答</strong>：可於報名時提交問題，或在研討會期間即時發問。</li>
</ul>
<p>請在 App 的<strong>發現 &gt; 活動</strong>免費報名。例子取自公開資料，只供教育用途，並不推介任何房託。</p>`,
    },
  },
  {
    id: "evt-year-end-checklist",
    tabId: "events",
    publishTime: "2026-11-17T12:00:00+08:00",
    title: {
      en: "Live session: your year-end investing checklist (3 December)",
      cn: "直播：年末投资清单（12 月 3 日）",
      "zh-hk": "直播：年末投資清單（12 月 3 日）",
    },
    summary: {
      en: "SRS contributions before 31 December, renewing your W-8BEN, reading your annual statement and planning around holiday trading hours. Thursday 3 December, 20:00 Singapore time.",
      cn: "12 月 31 日前完成 SRS 缴款、续签 W-8BEN、读懂年度结单，以及规划假期交易时间。12 月 3 日（周四）新加坡时间 20:00。",
      "zh-hk": "12 月 31 日前完成 SRS 供款、續簽 W-8BEN、讀懂年度結單，以及規劃假期交易時間。12 月 3 日（星期四）新加坡時間 20:00。",
    },
    content: {
      en: `<p>A practical 45-minute session to help you close the year in order.</p>
<ul>
<li><strong>When</strong>: Thursday 3 December 2026, 20:00 to 20:45 Singapore time, in English and Mandarin.</li>
<li><strong>SRS</strong>: contribution caps (SGD 15,300 for citizens and PRs, SGD 35,700 for foreigners) and the 31 December deadline for relief in the next year of assessment.</li>
<li><strong>W-8BEN</strong>: how to check its expiry date and renew it in the app.</li>
<li><strong>Statements</strong>: finding dividends, withholding tax and fees in your annual statement.</li>
<li><strong>Holidays</strong>: half days and market closures in late December.</li>
</ul>
<p>Register for free in the app under <strong>Discover &gt; Events</strong>. This session is general information, not tax advice.</p>`,
      cn: `<p>一场 45 分钟的实用直播，帮助您有条不紊地完成年末事项。</p>
<ul>
<li><strong>时间</strong>：2026 年 12 月 3 日（周四）新加坡时间 20:00 至 20:45，以英语和华语进行。</li>
<li><strong>SRS</strong>：缴款上限（公民和永久居民 15,300 新元，外国人 35,700 新元），以及为下一课税年度申请减免的 12 月 31 日截止日。</li>
<li><strong>W-8BEN</strong>：如何查看到期日并在 App 中续签。</li>
<li><strong>结单</strong>：在年度结单中查找股息、预扣税和费用。</li>
<li><strong>假期</strong>：12 月下旬的半日交易和休市安排。</li>
</ul>
<p>请在 App 的<strong>发现 &gt; 活动</strong>中免费报名。本直播仅提供一般信息，不构成税务建议。</p>`,
      "zh-hk": `<p>一場 45 分鐘的實用直播，助您有條不紊地完成年末事項。</p>
<ul>
<li><strong>時間</strong>：2026 年 12 月 3 日（星期四）新加坡時間 20:00 至 20:45，以英語及普通話進行。</li>
<li><strong>SRS</strong>：供款上限（公民及永久居民 15,300 新加坡元，外國人 35,700 新加坡元），以及為下一課稅年度申請寬免的 12 月 31 日截止日期。</li>
<li><strong>W-8BEN</strong>：如何查看到期日並在 App 內續簽。</li>
<li><strong>結單</strong>：在年度結單中查找股息、預扣稅及費用。</li>
<li><strong>假期</strong>：12 月下旬的半日市及休市安排。</li>
</ul>
<p>請在 App 的<strong>發現 &gt; 活動</strong>免費報名。本直播只提供一般資料，並不構成稅務建議。</p>`,
    },
  },
  {
    id: "evt-futures-workshop",
    tabId: "events",
    publishTime: "2026-11-24T12:00:00+08:00",
    title: {
      en: "Online workshop: how futures margin works (10 December)",
      cn: "线上工作坊：期货保证金如何运作（12 月 10 日）",
      "zh-hk": "網上工作坊：期貨保證金如何運作（12 月 10 日）",
    },
    summary: {
      en: "Initial, maintenance and variation margin, margin calls and contract specifications, explained with simulated examples. Thursday 10 December 2026, 19:30 Singapore time.",
      cn: "通过模拟示例讲解初始保证金、维持保证金、变动保证金、追加保证金通知以及合约规格。2026 年 12 月 10 日（周四）新加坡时间 19:30。",
      "zh-hk": "透過模擬例子講解按金、維持保證金、變動保證金、追加保證金通知及合約細則。2026 年 12 月 10 日（星期四）新加坡時間 19:30。",
    },
    content: {
      en: `<p>Futures let you take a large exposure with a small deposit, which is exactly why margin needs to be understood before you trade. This 60-minute workshop uses simulated examples, not live trades.</p>
<ul>
<li><strong>When</strong>: Thursday 10 December 2026, 19:30 to 20:30 Singapore time, in English.</li>
<li><strong>Topics</strong>: contract size and tick value, initial and maintenance margin, daily variation margin, what happens on a margin call (for SGX futures it must be met within two market days), and rolling a position before expiry.</li>
</ul>
<p>Register for free in the app under <strong>Discover &gt; Events</strong>. Futures are listed Specified Investment Products and require a Customer Account Review. A small market move can have a proportionately larger effect on a futures position; you may lose all your margin and more, and positions may be liquidated if a margin call is not met.</p>`,
      cn: `<p>期货让您只需少量保证金即可获得较大的市场敞口，正因如此，交易前必须了解保证金的运作。本次 60 分钟的工作坊将使用模拟示例，而非真实交易。</p>
<ul>
<li><strong>时间</strong>：2026 年 12 月 10 日（周四）新加坡时间 19:30 至 20:30，以英语进行。</li>
<li><strong>内容</strong>：合约规模与最小变动价值、初始保证金与维持保证金、每日变动保证金、收到追加保证金通知后会发生什么（新交所期货须在两个交易日内补足），以及到期前如何移仓。</li>
</ul>
<p>请在 App 的<strong>发现 &gt; 活动</strong>中免费报名。期货属于上市特定投资产品，须先通过客户账户审查（CAR）。市场的小幅波动可能对期货仓位产生成比例放大的影响；您可能损失全部保证金甚至更多，若未能补足追加保证金，仓位可能被强制平仓。</p>`,
      "zh-hk": `<p>期貨讓您只需少量保證金即可建立較大的市場投資，正因如此，買賣前必須了解保證金的運作。本次 60 分鐘的工作坊將使用模擬例子，而非真實交易。</p>
<ul>
<li><strong>時間</strong>：2026 年 12 月 10 日（星期四）新加坡時間 19:30 至 20:30，以英語進行。</li>
<li><strong>內容</strong>：合約大小及每個價位的價值、按金及維持保證金、每日變動保證金、收到追加保證金通知後會發生甚麼（新加坡交易所期貨須在兩個交易日內補足），以及到期前如何轉倉。</li>
</ul>
<p>請在 App 的<strong>發現 &gt; 活動</strong>免費報名。期貨屬於上市特定投資產品，須先通過客戶賬戶審查（CAR）。市場輕微波動可能對期貨倉位造成成比例放大的影響；您可能損失全部保證金甚至更多，如未能補足追加保證金，倉位可能被強制平倉。</p>`,
    },
  },
];
