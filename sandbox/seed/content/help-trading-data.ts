import type { SeedQuestion } from "../content";

/** Help tab "trading": hours, orders, fees and settlement. */
export const tradingQuestions: SeedQuestion[] = [
  {
    id: "trading-hours",
    tabId: "trading",
    common: true,
    updateTime: "2026-10-27T10:00:00+08:00",
    title: {
      en: "What are the trading hours of the US, Hong Kong and Singapore markets?",
      cn: "美股、港股和新加坡股票的交易时间是什么？",
      "zh-hk": "美股、港股及新加坡股票的交易時間是甚麼？",
    },
    content: {
      en: `<p>All times below are Singapore time (SGT). Hong Kong is in the same time zone.</p>
<h3>US stocks</h3>
<ul>
<li>During US daylight saving time (about mid-March to early November): regular session 21:30 to 04:00; pre-market from 16:00; after-hours until 08:00.</li>
<li>During US standard time (about early November to mid-March): regular session 22:30 to 05:00; pre-market from 17:00; after-hours until 09:00.</li>
</ul>
<h3>Hong Kong stocks (HKEX)</h3>
<ul>
<li>Pre-opening session 09:00 to 09:30; morning session 09:30 to 12:00; afternoon session 13:00 to 16:00; closing auction 16:00 to about 16:10.</li>
<li>Morning session only on the eves of Christmas, New Year and Lunar New Year.</li>
</ul>
<h3>Singapore stocks (SGX)</h3>
<ul>
<li>Pre-open 08:30 to 09:00; trading 09:00 to 12:00; mid-day break with a pre-open phase 12:00 to 13:00; trading 13:00 to 17:00; closing routine 17:00 to 17:06; trade at close 17:06 to 17:16.</li>
<li>Half-day trading (morning only) on the eves of Christmas, New Year and Chinese New Year.</li>
</ul>
<p>Each market closes on its own public holidays. The trading calendar in the app lists holidays and early closes for every market we offer.</p>`,
      cn: `<p>以下均为新加坡时间（SGT），香港与新加坡处于同一时区。</p>
<h3>美股</h3>
<ul>
<li>美国夏令时期间（约 3 月中旬至 11 月初）：常规交易 21:30 至 04:00；盘前交易从 16:00 开始；盘后交易至 08:00。</li>
<li>美国冬令时期间（约 11 月初至 3 月中旬）：常规交易 22:30 至 05:00；盘前交易从 17:00 开始；盘后交易至 09:00。</li>
</ul>
<h3>港股（港交所）</h3>
<ul>
<li>开市前时段 09:00 至 09:30；早市 09:30 至 12:00；午市 13:00 至 16:00；收市竞价 16:00 至约 16:10。</li>
<li>圣诞节、新年及农历新年前夕只设早市。</li>
</ul>
<h3>新加坡股票（新交所）</h3>
<ul>
<li>开盘前阶段 08:30 至 09:00；交易 09:00 至 12:00；午间休市（含开盘前阶段）12:00 至 13:00；交易 13:00 至 17:00；收盘程序 17:00 至 17:06；收盘价交易 17:06 至 17:16。</li>
<li>圣诞节、新年及农历新年前夕为半日交易（仅上午）。</li>
</ul>
<p>各市场在本地公共假期休市。App 中的交易日历列出了我们提供的所有市场的假期和提前收市安排。</p>`,
      "zh-hk": `<p>以下均為新加坡時間（SGT），香港與新加坡處於同一時區。</p>
<h3>美股</h3>
<ul>
<li>美國夏令時間期間（約 3 月中至 11 月初）：正常交易 21:30 至 04:00；盤前交易由 16:00 開始；盤後交易至 08:00。</li>
<li>美國冬令時間期間（約 11 月初至 3 月中）：正常交易 22:30 至 05:00；盤前交易由 17:00 開始；盤後交易至 09:00。</li>
</ul>
<h3>港股（香港交易所）</h3>
<ul>
<li>開市前時段 09:00 至 09:30；早市 09:30 至 12:00；午市 13:00 至 16:00；收市競價 16:00 至約 16:10。</li>
<li>聖誕節、新年及農曆新年前夕只設早市。</li>
</ul>
<h3>新加坡股票（新加坡交易所）</h3>
<ul>
<li>開市前階段 08:30 至 09:00；交易 09:00 至 12:00；午間休市（包括開市前階段）12:00 至 13:00；交易 13:00 至 17:00；收市程序 17:00 至 17:06；收市價交易 17:06 至 17:16。</li>
<li>聖誕節、新年及農曆新年前夕為半日市（只設上午）。</li>
</ul>
<p>各市場於當地公眾假期休市。App 內的交易日曆列出我們提供的所有市場的假期及提早收市安排。</p>`,
    },
  },
  {
    id: "trading-order-types",
    tabId: "trading",
    common: false,
    updateTime: "2026-04-02T11:00:00+08:00",
    title: {
      en: "Which order types can I use?",
      cn: "可以使用哪些订单类型？",
      "zh-hk": "可以使用哪些訂單類型？",
    },
    content: {
      en: `<p>The order ticket shows only the order types available for the market and session you are trading in.</p>
<ul>
<li><strong>Limit order</strong>: buy at or below, or sell at or above, the price you set. Available in all markets and the only type accepted in extended hours.</li>
<li><strong>Market order</strong>: fills at the best available price. Fast, but the price is not guaranteed; it is not available in every market or session.</li>
<li><strong>Stop order</strong>: becomes a market order once the market reaches your stop price. It is often used to limit losses, but in a fast market the fill can be well beyond the stop.</li>
<li><strong>Stop-limit order</strong>: becomes a limit order once the stop price is reached, so you control the price but may not be filled.</li>
<li><strong>Trailing stop</strong>: a stop that follows the market by a set amount or percentage as the price moves in your favour.</li>
<li><strong>At-auction and at-auction limit orders</strong> (Hong Kong): for the opening and closing auctions.</li>
</ul>
<p>You also choose how long the order lasts: <strong>Day</strong> orders expire at the end of the session, and <strong>good-till-cancelled</strong> orders stay open until filled, cancelled or the maximum period shown on the ticket ends. Conditional orders such as stops are held by our system and sent to the market only when triggered.</p>`,
      cn: `<p>下单页面只会显示您所交易的市场和时段支持的订单类型。</p>
<ul>
<li><strong>限价单</strong>：以不高于您设定的价格买入，或以不低于您设定的价格卖出。所有市场均支持，也是延长交易时段唯一接受的订单类型。</li>
<li><strong>市价单</strong>：以当时最优价格成交。速度快，但不保证价格；并非所有市场或时段都支持。</li>
<li><strong>止损单</strong>：市场价格触及您设定的止损价后，转为市价单。常用于控制亏损，但在行情急速变动时，成交价可能远离止损价。</li>
<li><strong>止损限价单</strong>：触及止损价后转为限价单，您可以控制成交价格，但订单可能无法成交。</li>
<li><strong>跟踪止损单</strong>：止损价会随着价格朝有利方向变动，按设定的金额或百分比自动跟随调整。</li>
<li><strong>竞价单和竞价限价单</strong>（港股）：用于开市竞价和收市竞价时段。</li>
</ul>
<p>您还需选择订单的有效期：<strong>当日有效</strong>订单在交易时段结束时失效；<strong>撤销前有效</strong>订单会一直有效，直至成交、撤销或达到下单页面显示的最长期限。止损等条件单由我们的系统保存，仅在触发时才发送到市场。</p>`,
      "zh-hk": `<p>落盤頁面只會顯示您所買賣的市場及時段支援的訂單類型。</p>
<ul>
<li><strong>限價盤</strong>：以不高於您設定的價格買入，或以不低於您設定的價格沽出。所有市場均支援，亦是延長交易時段唯一接受的訂單類型。</li>
<li><strong>市價盤</strong>：以當時最佳價格成交。速度快，但不保證價格；並非所有市場或時段均支援。</li>
<li><strong>止蝕盤</strong>：市價觸及您設定的止蝕價後，轉為市價盤。常用於控制虧損，但在急速波動的市況下，成交價可能遠離止蝕價。</li>
<li><strong>止蝕限價盤</strong>：觸及止蝕價後轉為限價盤，您可控制成交價格，但訂單未必能成交。</li>
<li><strong>追蹤止蝕盤</strong>：止蝕價會隨價格向有利方向變動，按設定的金額或百分比自動跟隨調整。</li>
<li><strong>競價盤及競價限價盤</strong>（港股）：用於開市競價及收市競價時段。</li>
</ul>
<p>您亦需選擇訂單的有效期：<strong>即日有效</strong>訂單於交易時段結束時失效；<strong>取消前有效</strong>訂單會一直有效，直至成交、取消或達到落盤頁面顯示的最長期限。止蝕等條件盤由我們的系統保存，只會在觸發時才傳送至市場。</p>`,
    },
  },
  {
    id: "trading-fees",
    tabId: "trading",
    common: true,
    updateTime: "2026-04-06T09:00:00+08:00",
    title: {
      en: "What fees will I pay when I trade?",
      cn: "交易时需要支付哪些费用？",
      "zh-hk": "買賣時需要支付哪些費用？",
    },
    content: {
      en: `<p>The current commission and platform fees for each market are on the <strong>Pricing</strong> page, each with the date it took effect. The order ticket also shows an estimate of all charges before you submit, and the trade confirmation lists every charge. There is no minimum deposit and no fee for opening an account.</p>
<p>Besides our own fees, some charges are set by exchanges, regulators or governments and are passed through at cost:</p>
<ul>
<li><strong>US</strong>: the SEC Section 31 fee and the FINRA Trading Activity Fee, on sells only; option trades also carry the Options Regulatory Fee and a clearing fee.</li>
<li><strong>Hong Kong</strong>: stamp duty of 0.1% on both buys and sells (rounded up to the nearest dollar), the SFC and AFRC transaction levies, the HKEX trading fee and the CCASS settlement fee.</li>
<li><strong>Singapore</strong>: the SGX clearing fee (0.0325%) and trading access fee (0.0075%). GST at 9% applies to commission and to SGX fees.</li>
</ul>
<p>Other costs can include currency conversion, market data subscriptions and some corporate actions. Regulatory rates change from time to time, often yearly; the Pricing page always shows the current ones.</p>`,
      cn: `<p>各市场当前的佣金和平台费列于<strong>收费</strong>页面，并注明每项费用的生效日期。提交订单前，下单页面会显示全部费用的估算，成交确认单也会逐项列出所有收费。开户免费，入金无最低金额要求。</p>
<p>除我们自己的收费外，部分费用由交易所、监管机构或政府设定，按实际成本代收代付：</p>
<ul>
<li><strong>美股</strong>：SEC 第 31 条费用和 FINRA 交易活动费，仅在卖出时收取；期权交易另有期权监管费和清算费。</li>
<li><strong>港股</strong>：买卖双方各付 0.1% 的印花税（不足 1 港元按 1 港元计），另有证监会和会财局交易征费、港交所交易费以及中央结算系统交收费。</li>
<li><strong>新加坡股票</strong>：新交所清算费（0.0325%）和交易接入费（0.0075%）。佣金和新交所费用须缴纳 9% 的消费税（GST）。</li>
</ul>
<p>其他费用可能包括换汇、行情订阅以及部分公司行动的费用。监管费率会不时调整（通常每年一次），“收费”页面始终显示最新费率。</p>`,
      "zh-hk": `<p>各市場現行的佣金及平台費列於<strong>收費</strong>頁面，並註明每項收費的生效日期。提交訂單前，落盤頁面會顯示全部費用的估算，成交單據亦會逐項列出所有收費。開戶免費，存款沒有最低金額要求。</p>
<p>除我們本身的收費外，部分費用由交易所、監管機構或政府訂定，按實際成本代收代付：</p>
<ul>
<li><strong>美股</strong>：SEC 第 31 條費用及 FINRA 交易活動費，只在沽出時收取；期權交易另有期權監管費及結算費。</li>
<li><strong>港股</strong>：買賣雙方各付 0.1% 印花稅（不足 1 港元作 1 港元計），另有證監會及會財局交易徵費、聯交所交易費及中央結算系統交收費。</li>
<li><strong>新加坡股票</strong>：新加坡交易所結算費（0.0325%）及交易接駁費（0.0075%）。佣金及新加坡交易所收費須繳付 9% 消費稅（GST）。</li>
</ul>
<p>其他費用可能包括貨幣兌換、市場數據訂閱及部分公司行動的費用。監管費率會不時調整（通常每年一次），「收費」頁面一律顯示最新費率。</p>`,
    },
  },
  {
    id: "trading-us-regulatory-fees",
    tabId: "trading",
    common: false,
    updateTime: "2026-04-06T09:30:00+08:00",
    title: {
      en: "Why was a small extra fee charged when I sold US shares?",
      cn: "为什么卖出美股时被多收了一笔小额费用？",
      "zh-hk": "為何沽出美股時被多收一筆小額費用？",
    },
    content: {
      en: `<p>US regulators charge fees on sales of securities, and brokers pass them on to the seller. They appear as separate lines on your trade confirmation and are not part of our commission.</p>
<ul>
<li><strong>SEC Section 31 fee</strong>: a fee per dollar of the value sold, which funds the Securities and Exchange Commission. The SEC resets the rate at least once a year, and it can change at short notice. The amount is rounded up to the nearest cent.</li>
<li><strong>FINRA Trading Activity Fee (TAF)</strong>: a fee per share sold, with a maximum per trade.</li>
<li><strong>Consolidated Audit Trail (CAT) fee</strong>: a small fee per executed share that funds the US regulatory audit trail, shown where it applies.</li>
</ul>
<p>Buy orders are not charged the SEC fee or the TAF. On a small sale the amounts are usually a few cents. The rates in force and their effective dates are listed on the Pricing page.</p>`,
      cn: `<p>美国监管机构会对证券卖出交易收取费用，券商会将其转嫁给卖方。这些费用在成交确认单中单独列示，不属于我们的佣金。</p>
<ul>
<li><strong>SEC 第 31 条费用</strong>：按卖出金额收取，用于支持美国证券交易委员会的运作。SEC 每年至少重新设定一次费率，也可能在短时间内调整。金额不足一美分的部分按一美分计。</li>
<li><strong>FINRA 交易活动费（TAF）</strong>：按卖出股数收取，每笔交易设有上限。</li>
<li><strong>综合审计追踪（CAT）费用</strong>：按成交股数收取的小额费用，用于支持美国的监管审计追踪系统，适用时会单独列示。</li>
</ul>
<p>买入订单无须支付 SEC 费用和 TAF。小额卖出时，这些费用通常只有几美分。现行费率及生效日期列于“收费”页面。</p>`,
      "zh-hk": `<p>美國監管機構會就證券沽出交易收取費用，證券商會把費用轉嫁予賣方。這些費用在成交單據中獨立列示，並不屬於我們的佣金。</p>
<ul>
<li><strong>SEC 第 31 條費用</strong>：按沽出金額收取，用於支持美國證券交易委員會的運作。SEC 每年最少重新訂定一次費率，亦可能在短時間內調整。金額不足一美仙的部分作一美仙計。</li>
<li><strong>FINRA 交易活動費（TAF）</strong>：按沽出股數收取，每宗交易設有上限。</li>
<li><strong>綜合審計追蹤（CAT）費用</strong>：按成交股數收取的小額費用，用於支持美國的監管審計追蹤系統，適用時會獨立列示。</li>
</ul>
<p>買入訂單毋須繳付 SEC 費用及 TAF。小額沽出時，這些費用通常只有數美仙。現行費率及生效日期列於「收費」頁面。</p>`,
    },
  },
  {
    id: "trading-settlement",
    tabId: "trading",
    common: false,
    updateTime: "2026-06-02T10:00:00+08:00",
    title: {
      en: "When do my trades settle, and when can I use the proceeds?",
      cn: "交易何时交收？卖出所得何时可以使用？",
      "zh-hk": "交易何時交收？沽出所得何時可以使用？",
    },
    content: {
      en: `<p>Settlement is when the shares and the cash actually change hands. Each market has its own cycle, counted in its own business days:</p>
<ul>
<li><strong>US stocks and ETFs</strong>: T+1, one business day after the trade date.</li>
<li><strong>US options</strong>: T+1.</li>
<li><strong>Hong Kong stocks</strong>: T+2.</li>
<li><strong>Singapore stocks</strong>: T+2.</li>
</ul>
<p>You can normally use the proceeds of a sale to buy again straight away, within the same market and currency. To <strong>withdraw</strong> them, you need to wait until they have settled. Holidays in the market of the trade delay settlement; holidays in Singapore do not delay US or Hong Kong settlement.</p>
<p>The app shows both your total cash and your withdrawable cash, so you can see how much has settled.</p>`,
      cn: `<p>交收是指股票和资金实际易手。各市场有各自的交收周期，并按该市场的营业日计算：</p>
<ul>
<li><strong>美股及 ETF</strong>：T+1，即交易日后一个营业日。</li>
<li><strong>美股期权</strong>：T+1。</li>
<li><strong>港股</strong>：T+2。</li>
<li><strong>新加坡股票</strong>：T+2。</li>
</ul>
<p>在同一市场和币种内，卖出所得通常可以立即用于再次买入；但若要<strong>提取</strong>，则须等到资金完成交收。交易所在市场的假期会推迟交收，而新加坡的假期不会推迟美股或港股的交收。</p>
<p>App 会同时显示现金总额和可提取现金，方便您查看已交收的金额。</p>`,
      "zh-hk": `<p>交收是指股份及資金實際易手。各市場有各自的交收周期，並按該市場的營業日計算：</p>
<ul>
<li><strong>美股及 ETF</strong>：T+1，即交易日後一個營業日。</li>
<li><strong>美股期權</strong>：T+1。</li>
<li><strong>港股</strong>：T+2。</li>
<li><strong>新加坡股票</strong>：T+2。</li>
</ul>
<p>在同一市場及貨幣內，沽出所得一般可即時用於再次買入；但如要<strong>提取</strong>，則須待資金完成交收。交易所屬市場的假期會延遲交收，而新加坡的假期不會延遲美股或港股的交收。</p>
<p>App 會同時顯示現金總額及可提取現金，方便您查看已交收的金額。</p>`,
    },
  },
  {
    id: "trading-board-lots",
    tabId: "trading",
    common: false,
    updateTime: "2026-07-23T14:30:00+08:00",
    title: {
      en: "What are board lots, and can I buy fewer shares?",
      cn: "什么是每手股数？可以买入少于一手吗？",
      "zh-hk": "甚麼是每手股數？可以買入少於一手嗎？",
    },
    content: {
      en: `<p>A board lot is the standard trading unit on an exchange. The minimum quantity depends on the market:</p>
<ul>
<li><strong>US</strong>: no board lots. You can buy a single share, or a fraction of a share for eligible stocks and ETFs through fractional trading.</li>
<li><strong>Singapore</strong>: most shares, REITs and business trusts trade in lots of 100. Quantities from 1 to 99 can be traded on SGX's unit share market, where prices and liquidity may differ from the main board-lot market.</li>
<li><strong>Hong Kong</strong>: each stock sets its own lot size, such as 100, 500 or 2,000 shares; the order ticket shows it. Odd lots trade separately and often at less favourable prices.</li>
</ul>
<p>If an order quantity is not a multiple of the board lot where one applies, the order ticket will ask you to adjust it.</p>`,
      cn: `<p>每手股数是交易所的标准交易单位，最低买卖数量视市场而定：</p>
<ul>
<li><strong>美股</strong>：没有每手股数限制。您可以买入一股，也可以通过碎股交易买入符合条件的股票和 ETF 的不足一股部分。</li>
<li><strong>新加坡股票</strong>：大多数股票、REIT 和商业信托以每手 100 股交易。1 至 99 股可在新交所的零股市场交易，其价格和流动性可能与主板整手市场不同。</li>
<li><strong>港股</strong>：每只股票自行设定每手股数，例如 100、500 或 2,000 股，下单页面会显示。不足一手的零股另行交易，价格往往较不理想。</li>
</ul>
<p>如果订单数量在适用市场中不是每手股数的整数倍，下单页面会提示您调整。</p>`,
      "zh-hk": `<p>每手股數是交易所的標準買賣單位，最低買賣數量視乎市場而定：</p>
<ul>
<li><strong>美股</strong>：沒有每手股數限制。您可買入一股，亦可透過碎股交易買入合資格股票及 ETF 的不足一股部分。</li>
<li><strong>新加坡股票</strong>：大部分股票、房託及商業信託以每手 100 股買賣。1 至 99 股可在新加坡交易所的零股市場買賣，其價格及流通量可能與主板整手市場不同。</li>
<li><strong>港股</strong>：每隻股票自行訂定每手股數，例如 100、500 或 2,000 股，落盤頁面會顯示。不足一手的碎股（零股）另行買賣，價格往往較不理想。</li>
</ul>
<p>如訂單數量在適用市場中並非每手股數的倍數，落盤頁面會提示您調整。</p>`,
    },
  },
  {
    id: "trading-enable-derivatives",
    tabId: "trading",
    common: false,
    updateTime: "2026-08-19T11:15:00+08:00",
    title: {
      en: "How do I enable US options or futures trading?",
      cn: "如何开通美股期权或期货交易？",
      "zh-hk": "如何開通美股期權或期貨交易？",
    },
    content: {
      en: `<p>US options and futures are listed Specified Investment Products, so your account needs to pass a <strong>Customer Account Review (CAR)</strong> before you can trade them. Go to <strong>Account &gt; Trading permissions</strong>, choose the product, and complete the review and the risk disclosure.</p>
<ul>
<li><strong>Options</strong>: buying calls and puts and writing covered calls are available once the review is passed. Writing uncovered options needs a margin account and further approval, because losses can be unlimited.</li>
<li><strong>Futures</strong>: trading uses margin. You must keep the maintenance margin in your account; if a margin call is not met within the time allowed (for SGX futures, within two market days), positions may be liquidated and you remain liable for any deficit.</li>
</ul>
<p>A bought option can expire worthless, and a small market move can have a proportionately larger effect on a futures position. Read the product pages and risk disclosures, and start with amounts you can afford to lose.</p>`,
      cn: `<p>美股期权和期货属于上市特定投资产品，您的账户须先通过<strong>客户账户审查（CAR）</strong>才能交易。请前往<strong>账户 &gt; 交易权限</strong>，选择产品，完成审查并确认风险披露。</p>
<ul>
<li><strong>期权</strong>：通过审查后即可买入看涨和看跌期权，以及卖出备兑看涨期权。卖出无担保期权需要保证金账户并另行审批，因为损失可能无限。</li>
<li><strong>期货</strong>：交易采用保证金制度。您必须在账户中维持足够的维持保证金；如果未能在规定时间内（新交所期货为两个交易日内）补足追加保证金，仓位可能被强制平仓，您仍须承担任何亏空。</li>
</ul>
<p>买入的期权可能到期时一文不值；期货仓位则可能因市场的小幅波动而产生成比例放大的影响。请先阅读产品页面和风险披露，并从您能够承受损失的金额开始。</p>`,
      "zh-hk": `<p>美股期權及期貨屬於上市特定投資產品，您的賬戶須先通過<strong>客戶賬戶審查（CAR）</strong>才可買賣。請前往<strong>賬戶 &gt; 交易權限</strong>，選擇產品，完成審查並確認風險披露。</p>
<ul>
<li><strong>期權</strong>：通過審查後即可買入認購及認沽期權，以及沽出備兌認購期權。沽出無備兌期權需要保證金賬戶並另行審批，因為損失可以無限。</li>
<li><strong>期貨</strong>：買賣採用保證金制度。您必須在賬戶內維持足夠的維持保證金；如未能於規定時間內（新加坡交易所期貨為兩個交易日內）補足追加保證金，倉位可能被強制平倉，您仍須承擔任何虧欠。</li>
</ul>
<p>買入的期權可能在到期時變得毫無價值；期貨倉位則可能因市場輕微波動而受到成比例放大的影響。請先細閱產品頁面及風險披露，並由您能承受損失的金額開始。</p>`,
    },
  },
];

/** Help tab "market-data": quotes and subscriptions. */
export const marketDataQuestions: SeedQuestion[] = [
  {
    id: "market-data-realtime",
    tabId: "market-data",
    common: false,
    updateTime: "2026-01-28T10:00:00+08:00",
    title: {
      en: "Are the quotes in the app real-time or delayed?",
      cn: "App 中的行情是实时的还是延时的？",
      "zh-hk": "App 內的報價是即時還是延遲？",
    },
    content: {
      en: `<p>It depends on the market and on your market data entitlements. Exchanges license their data separately, so each market has its own rules.</p>
<ul>
<li>Every account includes a basic quote package. Where a basic package is delayed, quotes are usually 10 to 15 minutes behind the market.</li>
<li>Delayed prices are marked <strong>Delayed</strong> next to the quote, with the time of the last update.</li>
<li>Real-time quotes and order-book depth are available through subscriptions, described under <strong>Me &gt; Market data</strong> in the app.</li>
</ul>
<p>Whatever you see on screen, orders are always executed at the live market price, not at the displayed price. Before placing a market order on a delayed quote, consider using a limit order instead.</p>`,
      cn: `<p>这取决于市场以及您的行情权限。各交易所分别授权其行情数据，因此每个市场的规则不尽相同。</p>
<ul>
<li>每个账户都包含基础行情。如基础行情为延时行情，通常比市场延迟 10 至 15 分钟。</li>
<li>延时价格旁会标注<strong>延时</strong>，并显示最近更新时间。</li>
<li>实时行情和买卖盘深度可通过订阅获得，详见 App 中的<strong>我的 &gt; 行情权限</strong>。</li>
</ul>
<p>无论屏幕上显示什么，订单始终按市场实时价格执行，而非按所显示的价格。若行情为延时，下市价单前请考虑改用限价单。</p>`,
      "zh-hk": `<p>這視乎市場及您的市場數據權限。各交易所分別授權其市場數據，因此每個市場的規則不盡相同。</p>
<ul>
<li>每個賬戶均包括基本報價。如基本報價為延遲報價，一般較市場延遲 10 至 15 分鐘。</li>
<li>延遲價格旁會標示<strong>延遲</strong>，並顯示最近更新時間。</li>
<li>即時報價及買賣盤深度可透過訂閱取得，詳見 App 內的<strong>我的 &gt; 市場數據</strong>。</li>
</ul>
<p>無論螢幕上顯示甚麼，訂單一律按市場即時價格執行，而非按所顯示的價格。如報價為延遲，落市價盤前請考慮改用限價盤。</p>`,
    },
  },
  {
    id: "market-data-subscribe",
    tabId: "market-data",
    common: false,
    updateTime: "2026-03-30T15:00:00+08:00",
    title: {
      en: "How do I subscribe to a market data package, and how am I billed?",
      cn: "如何订阅行情套餐？如何计费？",
      "zh-hk": "如何訂閱市場數據套餐？如何收費？",
    },
    content: {
      en: `<p>Go to <strong>Me &gt; Market data</strong> in the app, choose a package and confirm. Access starts within a few minutes; if quotes still look delayed, log out and in again.</p>
<ul>
<li>Packages are billed monthly in advance from the cash balance in the package's currency. If that balance is too low, we use another currency at the prevailing rate.</li>
<li>Subscriptions renew automatically each month until you turn renewal off.</li>
<li>Some packages are free for a period after you open an account or while you meet activity criteria; the package page explains the conditions.</li>
</ul>
<p>Before your first subscription you will be asked to declare whether you are a professional or non-professional subscriber, because exchanges charge different rates. Current package prices are shown on the Pricing page and in the app.</p>`,
      cn: `<p>在 App 中前往<strong>我的 &gt; 行情权限</strong>，选择套餐并确认即可。权限通常在几分钟内生效；如果行情仍显示为延时，请退出后重新登录。</p>
<ul>
<li>套餐按月预先收费，从对应币种的现金余额中扣除。如果该币种余额不足，将按当时汇率从其他币种扣款。</li>
<li>订阅会每月自动续订，直至您关闭自动续订。</li>
<li>部分套餐在开户后一段时间内或在您满足活跃度条件期间免费，具体条件见套餐页面。</li>
</ul>
<p>首次订阅前，系统会要求您声明自己是专业用户还是非专业用户，因为交易所对两者收取不同的费用。当前套餐价格请见“收费”页面及 App。</p>`,
      "zh-hk": `<p>在 App 前往<strong>我的 &gt; 市場數據</strong>，選擇套餐並確認即可。權限一般在數分鐘內生效；如報價仍顯示為延遲，請登出後重新登入。</p>
<ul>
<li>套餐按月預先收費，從相應貨幣的現金結餘中扣除。如該貨幣結餘不足，將按當時匯率從其他貨幣扣款。</li>
<li>訂閱會每月自動續期，直至您關閉自動續期。</li>
<li>部分套餐在開戶後一段時間內或在您符合活躍度條件期間免費，具體條件見套餐頁面。</li>
</ul>
<p>首次訂閱前，系統會要求您聲明自己是專業用戶還是非專業用戶，因為交易所對兩者收取不同費用。現行套餐價格請參閱「收費」頁面及 App。</p>`,
    },
  },
  {
    id: "market-data-professional",
    tabId: "market-data",
    common: false,
    updateTime: "2026-03-30T15:30:00+08:00",
    title: {
      en: "Am I a professional or a non-professional market data user?",
      cn: "我是专业还是非专业行情用户？",
      "zh-hk": "我是專業還是非專業市場數據用戶？",
    },
    content: {
      en: `<p>Exchanges charge professional users much more than individuals, so they ask every subscriber to declare their status. Most private investors are <strong>non-professional</strong>.</p>
<p>You are generally treated as a <strong>professional</strong> user if any of the following applies:</p>
<ul>
<li>You are registered or qualified with a securities, futures or financial regulator, or work as an investment adviser or asset manager.</li>
<li>You use the data for a business, or on behalf of a company, trust or other organisation rather than for your own personal investments.</li>
<li>You trade for, or distribute the data to, other people.</li>
</ul>
<p>If your situation changes, update your declaration in the app. Exchanges audit market data use, and a wrong declaration can lead to the professional fees being charged retrospectively.</p>`,
      cn: `<p>交易所向专业用户收取的费用远高于个人用户，因此会要求每位订阅者声明自己的身份。大多数个人投资者属于<strong>非专业</strong>用户。</p>
<p>如符合以下任何一种情况，您一般会被视为<strong>专业</strong>用户：</p>
<ul>
<li>您在证券、期货或金融监管机构注册或持有相关资格，或担任投资顾问、资产管理人。</li>
<li>您将行情数据用于业务，或代表公司、信托或其他机构使用，而非用于个人投资。</li>
<li>您代他人交易，或将行情数据提供给他人。</li>
</ul>
<p>如果您的情况发生变化，请在 App 中更新声明。交易所会审核行情数据的使用情况，错误的声明可能导致被追溯收取专业用户费用。</p>`,
      "zh-hk": `<p>交易所向專業用戶收取的費用遠高於個人用戶，因此會要求每位訂閱者聲明自己的身分。大部分個人投資者屬於<strong>非專業</strong>用戶。</p>
<p>如符合以下任何一種情況，您一般會被視為<strong>專業</strong>用戶：</p>
<ul>
<li>您在證券、期貨或金融監管機構註冊或持有相關資格，或擔任投資顧問、資產管理人。</li>
<li>您把市場數據用於業務，或代表公司、信託或其他機構使用，而非用於個人投資。</li>
<li>您代他人買賣，或把市場數據提供予他人。</li>
</ul>
<p>如您的情況有變，請在 App 內更新聲明。交易所會審核市場數據的使用情況，錯誤的聲明可能導致被追收專業用戶費用。</p>`,
    },
  },
  {
    id: "market-data-depth",
    tabId: "market-data",
    common: false,
    updateTime: "2026-05-14T10:00:00+08:00",
    title: {
      en: "What is the difference between Level 1 and Level 2 quotes?",
      cn: "一级行情和二级行情有什么区别？",
      "zh-hk": "第一層及第二層報價有何分別？",
    },
    content: {
      en: `<p><strong>Level 1</strong> shows the best bid and best offer with their sizes, the last traded price and volume, and the day's high, low and turnover. It is enough for most long-term investors.</p>
<p><strong>Level 2</strong>, or market depth, shows several price levels on each side of the order book, for Hong Kong stocks up to ten, with the number of shares and often the number of orders at each level. It helps you see:</p>
<ul>
<li>how much you could buy or sell before the price moves;</li>
<li>where large orders are resting;</li>
<li>whether the displayed spread is backed by real size.</li>
</ul>
<p>For US stocks, depth comes from individual exchanges, and a large part of US trading happens off-exchange, so no depth view shows the whole market. Orders can also be changed or cancelled at any moment, so depth is a snapshot, not a promise.</p>`,
      cn: `<p><strong>一级行情</strong>显示最优买价和最优卖价及其挂单量、最新成交价和成交量，以及当日最高价、最低价和成交额，能满足大多数长期投资者的需要。</p>
<p><strong>二级行情</strong>（即市场深度）显示订单簿买卖两边的多个价位（港股最多十档），以及每个价位的股数，通常还包括订单数量。它可以帮助您了解：</p>
<ul>
<li>在价格变动之前，大约能买入或卖出多少股；</li>
<li>大额订单挂在哪些价位；</li>
<li>所显示的价差背后是否有真实的挂单量支撑。</li>
</ul>
<p>美股的深度数据来自个别交易所，而美国有相当部分交易在交易所以外进行，因此任何深度视图都无法反映整个市场。此外，订单随时可能被修改或撤销，深度只是一个瞬间快照，并非成交承诺。</p>`,
      "zh-hk": `<p><strong>第一層報價</strong>顯示最佳買入價及最佳賣出價連同掛盤數量、最新成交價及成交量，以及當日最高價、最低價及成交額，足以應付大部分長線投資者的需要。</p>
<p><strong>第二層報價</strong>（即市場深度）顯示買賣盤紀錄兩邊的多個價位（港股最多十個），以及每個價位的股數，通常亦包括訂單數目。它可以幫助您了解：</p>
<ul>
<li>在價格變動之前，大約可以買入或沽出多少股；</li>
<li>大額訂單掛在哪些價位；</li>
<li>所顯示的差價背後是否有實際掛盤量支持。</li>
</ul>
<p>美股的深度數據來自個別交易所，而美國有相當部分交易在交易所以外進行，因此任何深度畫面都無法反映整個市場。此外，訂單隨時可能被修改或取消，深度只是一刻的快照，並非成交承諾。</p>`,
    },
  },
  {
    id: "market-data-cancel",
    tabId: "market-data",
    common: false,
    updateTime: "2026-09-09T09:30:00+08:00",
    title: {
      en: "How do I cancel a market data subscription? Will I get a refund?",
      cn: "如何取消行情订阅？会退款吗？",
      "zh-hk": "如何取消市場數據訂閱？會否退款？",
    },
    content: {
      en: `<p>Go to <strong>Me &gt; Market data &gt; My subscriptions</strong> and turn off automatic renewal for the package. You keep access until the end of the current billing month, and you will not be charged again.</p>
<p>Fees for the current month are not refunded, whether you cancel early or stop using the app, because we pay exchange fees for the whole month on your behalf. If you were charged for a package you did not intend to buy, contact us through live chat within seven days, and we will review it.</p>
<p>If you close your account, all subscriptions end at the same time.</p>`,
      cn: `<p>前往<strong>我的 &gt; 行情权限 &gt; 我的订阅</strong>，关闭该套餐的自动续订即可。您在当前计费月结束前仍可使用，之后不会再被扣费。</p>
<p>无论您提前取消还是停止使用 App，当月费用均不予退还，因为我们已代您向交易所支付了整月费用。如果您被收取了并非有意购买的套餐费用，请在七天内通过在线客服联系我们，我们会进行审核。</p>
<p>如果您注销账户，所有订阅将同时终止。</p>`,
      "zh-hk": `<p>前往<strong>我的 &gt; 市場數據 &gt; 我的訂閱</strong>，關閉該套餐的自動續期即可。您在當前收費月份結束前仍可使用，之後不會再被收費。</p>
<p>無論您提早取消還是停止使用 App，當月費用均不獲退還，因為我們已代您向交易所支付整月費用。如您被收取了並非有意購買的套餐費用，請於七日內透過線上客服聯絡我們，我們會作出審核。</p>
<p>如您結束賬戶，所有訂閱將同時終止。</p>`,
    },
  },
];
