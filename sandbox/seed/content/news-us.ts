import type { SeedArticle } from "../content";

/** News tab "us": US market mechanics for investors based in Singapore. */
export const usArticles: SeedArticle[] = [
  {
    id: "us-t1-settlement",
    tabId: "us",
    image: "/images/news/us-1.svg",
    publishTime: "2026-09-08T09:00:00+08:00",
    title: {
      en: "T+1 settlement: what it means for your cash and dividends",
      cn: "T+1 交收：对您的资金和股息意味着什么",
      "zh-hk": "T+1 交收：對您的資金及股息有何影響",
    },
    summary: {
      en: "US trades settle one business day after the trade date, while Hong Kong and Singapore settle in two. How the different cycles affect withdrawals, dividend eligibility and trading across time zones.",
      cn: "美股在交易日后一个营业日完成交收，香港和新加坡则为两个营业日。不同的交收周期如何影响出金、股息资格以及跨时区交易。",
      "zh-hk": "美股在交易日後一個營業日完成交收，香港及新加坡則為兩個營業日。不同的交收周期如何影響提款、股息資格及跨時區買賣。",
    },
    content: {
      en: `<p>A trade has two dates: the trade date, when your order is executed, and the settlement date, when the shares and the cash actually change hands. Since 28 May 2024 most US securities settle on <strong>T+1</strong>, one business day after the trade. Hong Kong and Singapore shares settle on <strong>T+2</strong>.</p>
<h3>Across time zones</h3>
<p>Settlement follows the calendar of the market where the trade happened, not the Singapore calendar. A US trade made on a Monday evening in Singapore is a Monday trade in New York; it settles on Tuesday, New York time, and the settled cash is usually reflected in your account on Wednesday morning, Singapore time. A Singapore public holiday does not delay US settlement, but a US holiday does.</p>
<h3>What it means in practice</h3>
<ul>
<li><strong>Buying again:</strong> you can usually use the proceeds of a sale to place a new order straight away.</li>
<li><strong>Withdrawing:</strong> only settled cash can be withdrawn, so proceeds from a Hong Kong sale on Monday are available to withdraw from Wednesday at the earliest.</li>
<li><strong>Dividends:</strong> with T+1, the US ex-dividend date is normally the same day as the record date. To receive a dividend you need to have bought before the ex-dividend date; in Hong Kong and Singapore, with T+2, the ex-date is normally one business day before the record date.</li>
</ul>
<h3>Corporate actions and transfers</h3>
<p>Rights issues, tender offers and share transfers to another broker have their own deadlines, which are often earlier than the exchange's because custodians need time to process instructions. We send a notification when you hold a security with an upcoming corporate action; reply before the deadline stated in it.</p>`,
      cn: `<p>一笔交易有两个日期：交易日，即订单成交的日子；以及交收日，即股票和资金实际易手的日子。自 2024 年 5 月 28 日起，大多数美国证券采用 <strong>T+1</strong> 交收，即交易后一个营业日完成交收；香港和新加坡股票则采用 <strong>T+2</strong> 交收。</p>
<h3>跨时区的交收</h3>
<p>交收遵循交易所在市场的日历，而非新加坡的日历。您在新加坡时间周一晚上成交的美股，在纽约属于周一的交易，于纽约时间周二完成交收，已交收资金通常在新加坡时间周三上午反映在账户中。新加坡公共假期不会推迟美股交收，但美国的假期会。</p>
<h3>实际影响</h3>
<ul>
<li><strong>再次买入：</strong>卖出所得通常可以立即用于下新订单。</li>
<li><strong>出金：</strong>只有已交收的资金才能提取。例如周一卖出港股的所得，最早要到周三才能提取。</li>
<li><strong>股息：</strong>在 T+1 制度下，美股的除息日通常与股权登记日为同一天。要获得股息，须在除息日之前买入；香港和新加坡采用 T+2，除息日通常比股权登记日早一个营业日。</li>
</ul>
<h3>公司行动与转仓</h3>
<p>供股、要约收购以及转仓到其他券商都有各自的截止时间，而且往往早于交易所规定的期限，因为托管机构需要时间处理指令。当您持有的证券即将有公司行动时，我们会发送通知，请在通知所列的截止时间前回复。</p>`,
      "zh-hk": `<p>一宗交易有兩個日期：交易日，即訂單成交的日子；以及交收日，即股份及資金實際易手的日子。自 2024 年 5 月 28 日起，大部分美國證券採用 <strong>T+1</strong> 交收，即交易後一個營業日完成交收；香港及新加坡股票則採用 <strong>T+2</strong> 交收。</p>
<h3>跨時區的交收</h3>
<p>交收依照交易所在市場的日曆，而非新加坡的日曆。您在新加坡時間星期一晚上成交的美股，在紐約屬於星期一的交易，於紐約時間星期二完成交收，已交收資金一般會在新加坡時間星期三上午反映於賬戶。新加坡公眾假期不會延遲美股交收，但美國假期會。</p>
<h3>實際影響</h3>
<ul>
<li><strong>再次買入：</strong>沽出所得一般可即時用於落新訂單。</li>
<li><strong>提款：</strong>只有已交收的資金才可提取。例如星期一沽出港股的所得，最早要到星期三才可提取。</li>
<li><strong>股息：</strong>在 T+1 制度下，美股的除息日通常與記錄日為同一日。如要收取股息，須在除息日之前買入；香港及新加坡採用 T+2，除息日通常比記錄日早一個營業日。</li>
</ul>
<h3>公司行動及轉倉</h3>
<p>供股、收購要約及轉倉至其他證券商均有各自的截止時間，而且往往早於交易所訂明的期限，因為託管機構需要時間處理指示。當您持有的證券即將有公司行動時，我們會發出通知，請於通知列明的截止時間前回覆。</p>`,
    },
  },
  {
    id: "us-dividend-withholding",
    tabId: "us",
    image: "/images/news/us-2.svg",
    publishTime: "2026-09-21T10:00:00+08:00",
    title: {
      en: "US dividends and the 30% withholding tax: a guide for Singapore residents",
      cn: "美股股息与 30% 预扣税：新加坡居民指南",
      "zh-hk": "美股股息與 30% 預扣稅：新加坡居民指南",
    },
    summary: {
      en: "There is no income tax treaty between the US and Singapore, so US dividends are taxed at source at 30%. Why the W-8BEN form still matters, and what else a non-US investor should know.",
      cn: "美国与新加坡之间没有所得税协定，因此美股股息须在源头按 30% 预扣税。为什么仍须填写 W-8BEN 表格，以及非美国投资者还应了解哪些事项。",
      "zh-hk": "美國與新加坡之間沒有所得稅協定，因此美股股息須在源頭按 30% 預扣稅款。為何仍須填寫 W-8BEN 表格，以及非美國投資者還須了解甚麼。",
    },
    content: {
      en: `<p>When a US company pays a dividend to a shareholder who is not a US person, US tax is withheld before the money reaches the account. Singapore and the US have no income tax treaty, so for Singapore tax residents the rate is the full <strong>30%</strong>: a dividend of USD 100 arrives as USD 70. The same applies to dividends from US-domiciled ETFs.</p>
<h3>Why the W-8BEN still matters</h3>
<p>Because there is no treaty, the W-8BEN form does not reduce the rate for Singapore residents. It is still required: it certifies that you are not a US person, which keeps your account out of US information reporting and backup withholding (currently 24%) on sale proceeds. A W-8BEN generally stays valid until the end of the third calendar year after you sign it, or until your circumstances change, for example if you move to the US. We remind you in the app before it expires. The form and its instructions are published by the <a href="https://www.irs.gov/forms-pubs/about-form-w-8-ben">IRS</a>.</p>
<h3>What is usually not taxed in the US</h3>
<ul>
<li><strong>Capital gains</strong> on selling US shares are generally not subject to US tax for non-resident investors.</li>
<li>Some distributions, such as a <strong>return of capital</strong>, are not dividends. Funds and REITs sometimes reclassify payments after the year ends, so withholding may be adjusted later.</li>
</ul>
<h3>On the Singapore side</h3>
<p>Singapore generally does not tax individuals on foreign-sourced dividends received in Singapore, and there is no capital gains tax. Non-US investors should also be aware that US-situs assets, including US shares, can be exposed to US estate tax above a relatively low threshold. This article is general information, not tax advice: check <a href="https://www.iras.gov.sg/">IRAS</a> guidance or consult a tax adviser about your situation.</p>`,
      cn: `<p>美国公司向非美国人士股东派发股息时，会先预扣美国税款，再将余额存入账户。新加坡与美国之间没有所得税协定，因此新加坡税务居民适用全额 <strong>30%</strong> 的税率：100 美元的股息到账时为 70 美元。美国注册的 ETF 派发的股息同样如此。</p>
<h3>为什么仍须填写 W-8BEN</h3>
<p>由于没有税收协定，W-8BEN 表格并不能为新加坡居民降低税率，但仍然必须填写：它证明您不是美国人士，使您的账户免于美国的信息申报以及对卖出所得的备用预扣（目前为 24%）。W-8BEN 一般有效至签署后第三个日历年年底，或在您的情况发生变化（例如移居美国）时失效。表格到期前，我们会在 App 中提醒您。表格及填写说明由<a href="https://www.irs.gov/forms-pubs/about-form-w-8-ben">美国国税局（IRS）</a>发布。</p>
<h3>在美国通常无须缴税的部分</h3>
<ul>
<li>对于非美国居民投资者，卖出美股的<strong>资本利得</strong>一般无须缴纳美国税。</li>
<li>部分分派（例如<strong>资本返还</strong>）不属于股息。基金和 REIT 有时会在年度结束后重新归类款项，因此预扣税可能在事后调整。</li>
</ul>
<h3>新加坡方面</h3>
<p>新加坡一般不对个人在新加坡收取的境外股息征税，也不征收资本利得税。非美国投资者还应留意：美国境内资产（包括美股）在超过一个相对较低的门槛后，可能涉及美国遗产税。本文仅为一般信息，并非税务建议，请参阅<a href="https://www.iras.gov.sg/">新加坡国内税务局（IRAS）</a>的指引，或就个人情况咨询税务顾问。</p>`,
      "zh-hk": `<p>美國公司向非美國人士股東派發股息時，會先預扣美國稅款，再把餘額存入賬戶。新加坡與美國之間沒有所得稅協定，因此新加坡稅務居民適用全數 <strong>30%</strong> 的稅率：100 美元的股息入賬時為 70 美元。美國註冊的 ETF 派發的股息亦然。</p>
<h3>為何仍須填寫 W-8BEN</h3>
<p>由於沒有稅務協定，W-8BEN 表格並不能為新加坡居民降低稅率，但仍然必須填寫：它證明您並非美國人士，令您的賬戶免受美國的資料申報及對沽出所得的後備預扣（現時為 24%）影響。W-8BEN 一般有效至簽署後第三個曆年年底，或在您的情況有變（例如移居美國）時失效。表格到期前，我們會在 App 內提醒您。表格及填寫指引由<a href="https://www.irs.gov/forms-pubs/about-form-w-8-ben">美國國稅局（IRS）</a>發布。</p>
<h3>在美國一般毋須繳稅的部分</h3>
<ul>
<li>對非美國居民投資者而言，沽出美股的<strong>資本增值</strong>一般毋須繳付美國稅項。</li>
<li>部分分派（例如<strong>退還資本</strong>）不屬於股息。基金及房託有時會在年度結束後重新分類款項，因此預扣稅可能於事後調整。</li>
</ul>
<h3>新加坡方面</h3>
<p>新加坡一般不會就個人在新加坡收取的海外股息徵稅，亦不設資本增值稅。非美國投資者亦須留意：位於美國的資產（包括美股）在超過一個相對較低的門檻後，可能涉及美國遺產稅。本文僅屬一般資料，並非稅務建議，請參閱<a href="https://www.iras.gov.sg/">新加坡國內稅務局（IRAS）</a>的指引，或就個人情況諮詢稅務顧問。</p>`,
    },
  },
  {
    id: "us-options-expiry",
    tabId: "us",
    image: "/images/news/us-3.svg",
    publishTime: "2026-10-13T09:00:00+08:00",
    title: {
      en: "Options expiry day: exercise, assignment and what happens to your position",
      cn: "期权到期日：行权、指派以及您的持仓会怎样",
      "zh-hk": "期權到期日：行使、指派及您的持倉會怎樣",
    },
    summary: {
      en: "Standard US equity options expire on the third Friday of the month; October's is on the 16th. Automatic exercise, early assignment, pin risk, and why closing before expiry is often simpler.",
      cn: "标准美股期权在每月第三个周五到期，10 月的到期日为 16 日。本文介绍自动行权、提前指派、“钉住”风险，以及为什么在到期前平仓往往更简单。",
      "zh-hk": "標準美股期權於每月第三個星期五到期，10 月的到期日為 16 日。本文介紹自動行使、提早指派、「釘價」風險，以及為何在到期前平倉往往較簡單。",
    },
    content: {
      en: `<p>Standard monthly US equity options expire on the <strong>third Friday</strong> of the month; in October 2026 that is Friday 16 October. Many underlyings also have weekly expiries. One contract normally covers 100 shares, the premium is quoted per share, and US equity options are American-style, so they can be exercised on any business day up to expiry.</p>
<h3>What happens at expiry</h3>
<ul>
<li>Trading in most equity options ends at the 16:00 New York close, which is 04:00 on Saturday in Singapore during US daylight saving time and 05:00 otherwise.</li>
<li>Under the Options Clearing Corporation's exercise-by-exception procedure, an equity option that is in the money by USD 0.01 or more at expiry is exercised automatically unless instructions say otherwise.</li>
<li>Exercising a call means buying 100 shares per contract at the strike price; exercising a put means selling them. You need enough cash or shares to complete the resulting trade.</li>
<li>If you hold a long option without the buying power to take on the shares, we may close it before the end of the last trading day to avoid an unfunded position.</li>
</ul>
<h3>Assignment and pin risk</h3>
<p>If you have written (sold) an option, you can be assigned at any time before expiry, most often just before an ex-dividend date for calls. When the share price closes very near the strike on expiry day, it can be unclear whether you will be assigned; news after the close can still move the share, and you may find yourself with a long or short stock position on Monday. Closing short positions before the final hour removes that uncertainty.</p>
<h3>Risks to keep in mind</h3>
<p>A bought option can expire worthless, losing the whole premium and costs. An uncovered written option can lose without limit. In Singapore, exchange-traded options are listed Specified Investment Products, so options trading is enabled only after your account passes a Customer Account Review. The <a href="https://www.theocc.com/">OCC</a> publishes the document "Characteristics and Risks of Standardized Options", which is worth reading before you start.</p>`,
      cn: `<p>标准的美股月度期权在每月<strong>第三个周五</strong>到期，2026 年 10 月的到期日为 10 月 16 日（周五）。许多标的还设有周度期权。一张合约通常对应 100 股，权利金按每股报价；美股期权为美式期权，在到期前的任何营业日均可行权。</p>
<h3>到期时会发生什么</h3>
<ul>
<li>大多数股票期权在纽约时间 16:00 收盘时停止交易，美国夏令时期间相当于新加坡时间周六 04:00，其余时间为 05:00。</li>
<li>根据美国期权清算公司（OCC）的“例外行权”程序，到期时价内 0.01 美元或以上的股票期权，除非另有指示，否则会被自动行权。</li>
<li>行使看涨期权即以行权价每张买入 100 股；行使看跌期权即卖出 100 股。您需要有足够的资金或股票来完成由此产生的交易。</li>
<li>如果您持有期权多头，但购买力不足以承接股票，我们可能会在最后交易日收盘前为您平仓，以免出现资金不足的持仓。</li>
</ul>
<h3>指派与“钉住”风险</h3>
<p>如果您卖出了期权，在到期前随时都可能被指派；对看涨期权而言，最常见于除息日前夕。若到期日股价收在行权价附近，您是否会被指派可能并不明确；收盘后的消息仍可能推动股价，使您在下周一发现自己持有股票多头或空头。在最后一小时前平掉空头仓位，可以消除这种不确定性。</p>
<h3>需要牢记的风险</h3>
<p>买入的期权可能到期时一文不值，损失全部权利金和交易成本；无担保卖出的期权损失可能无限。在新加坡，交易所交易期权属于上市特定投资产品，您的账户须通过客户账户审查（CAR）后才能开通期权交易。<a href="https://www.theocc.com/">OCC</a> 发布的《标准化期权的特点与风险》值得在开始交易前阅读。</p>`,
      "zh-hk": `<p>標準的美股月度期權於每月<strong>第三個星期五</strong>到期，2026 年 10 月的到期日為 10 月 16 日（星期五）。不少相關資產亦設有周度期權。一張合約一般對應 100 股，期權金按每股報價；美股期權屬美式期權，在到期前任何營業日均可行使。</p>
<h3>到期時會發生甚麼</h3>
<ul>
<li>大部分股票期權於紐約時間 16:00 收市時停止買賣，美國夏令時間期間相當於新加坡時間星期六 04:00，其餘時間為 05:00。</li>
<li>根據美國期權結算公司（OCC）的「例外行使」程序，到期時價內 0.01 美元或以上的股票期權，除非另有指示，否則會被自動行使。</li>
<li>行使認購期權即以行使價每張買入 100 股；行使認沽期權即沽出 100 股。您需要有足夠資金或股份完成由此產生的交易。</li>
<li>如您持有期權好倉，但購買力不足以承接股份，我們或會在最後交易日收市前為您平倉，以免出現資金不足的持倉。</li>
</ul>
<h3>指派與「釘價」風險</h3>
<p>如您沽出了期權，在到期前隨時都可能被指派；就認購期權而言，最常見於除息日前夕。若到期日股價收於行使價附近，您會否被指派可能並不明確；收市後的消息仍可能推動股價，令您在下星期一發現自己持有股票好倉或淡倉。在最後一小時前平掉淡倉，可消除這種不確定性。</p>
<h3>須緊記的風險</h3>
<p>買入的期權可能在到期時變得毫無價值，損失全部期權金及交易成本；無備兌沽出的期權損失可以無限。在新加坡，交易所買賣期權屬於上市特定投資產品，您的賬戶須通過客戶賬戶審查（CAR）後才可開通期權交易。<a href="https://www.theocc.com/">OCC</a> 發布的《標準化期權的特點與風險》值得在開始買賣前細閱。</p>`,
    },
  },
  {
    id: "us-daylight-saving",
    tabId: "us",
    image: "/images/news/us-4.svg",
    publishTime: "2026-10-27T10:00:00+08:00",
    title: {
      en: "US clocks change on 1 November: trading hours in Singapore move one hour later",
      cn: "美国 11 月 1 日调整时钟：新加坡时间的美股交易时段推迟一小时",
      "zh-hk": "美國 11 月 1 日調校時鐘：新加坡時間的美股交易時段延後一小時",
    },
    summary: {
      en: "US daylight saving time ends on Sunday 1 November 2026. From Monday 2 November the regular US session runs from 22:30 to 05:00 Singapore time until clocks change again in March 2027.",
      cn: "美国夏令时于 2026 年 11 月 1 日（周日）结束。自 11 月 2 日（周一）起，美股常规交易时段为新加坡时间 22:30 至次日 05:00，直至 2027 年 3 月再次调整。",
      "zh-hk":
        "美國夏令時間於 2026 年 11 月 1 日（星期日）結束。由 11 月 2 日（星期一）起，美股正常交易時段為新加坡時間 22:30 至翌日 05:00，直至 2027 年 3 月再次調整。",
    },
    content: {
      en: `<p>Singapore does not observe daylight saving time, but the US does, so the Singapore-time hours of the US market shift twice a year. US daylight saving time ends at 02:00 on <strong>Sunday 1 November 2026</strong>, and New York moves from UTC−4 to UTC−5.</p>
<h3>New hours in Singapore time, from Monday 2 November</h3>
<ul>
<li>Pre-market: 17:00 to 22:30 (previously 16:00 to 21:30).</li>
<li>Regular session: <strong>22:30 to 05:00</strong> the next day (previously 21:30 to 04:00).</li>
<li>After-hours: 05:00 to 09:00 (previously 04:00 to 08:00).</li>
</ul>
<p>These hours stay in place until US daylight saving time resumes on Sunday 14 March 2027, when the regular session returns to 21:30 to 04:00 Singapore time. Hong Kong and Singapore market hours do not change.</p>
<h3>Things to check</h3>
<ul>
<li><strong>Alerts and recurring plans</strong> set for a clock time in Singapore, such as "remind me at 21:30", may need adjusting.</li>
<li><strong>Day orders</strong> placed on a Monday afternoon in Singapore still belong to Monday's US session and expire at its close, which is now 05:00 on Tuesday morning.</li>
<li><strong>Early closes</strong>: on 27 November, the day after Thanksgiving, US stock markets close at 13:00 New York time, which is 02:00 on Saturday 28 November in Singapore. US markets are closed all day on Thursday 26 November.</li>
</ul>
<p>The trading calendar in the app always shows the hours of each market in Singapore time, including holidays and early closes.</p>`,
      cn: `<p>新加坡不实行夏令时，但美国实行，因此以新加坡时间计算的美股交易时段每年会变动两次。美国夏令时将于 <strong>2026 年 11 月 1 日（周日）</strong>凌晨 2:00 结束，纽约时间由 UTC−4 改为 UTC−5。</p>
<h3>自 11 月 2 日（周一）起的新加坡时间交易时段</h3>
<ul>
<li>盘前交易：17:00 至 22:30（此前为 16:00 至 21:30）。</li>
<li>常规交易：<strong>22:30 至次日 05:00</strong>（此前为 21:30 至 04:00）。</li>
<li>盘后交易：05:00 至 09:00（此前为 04:00 至 08:00）。</li>
</ul>
<p>上述时段将维持到美国于 2027 年 3 月 14 日（周日）恢复夏令时为止，届时常规交易时段将恢复为新加坡时间 21:30 至 04:00。香港和新加坡市场的交易时间不受影响。</p>
<h3>需要检查的事项</h3>
<ul>
<li><strong>提醒和定投计划：</strong>若按新加坡钟点设置（例如“21:30 提醒我”），可能需要调整。</li>
<li><strong>当日有效订单：</strong>在新加坡时间周一下午下的订单，仍属于美国周一的交易时段，并在该时段收盘时失效，即现在的周二早上 05:00。</li>
<li><strong>提前收市：</strong>11 月 27 日（感恩节翌日），美国股市于纽约时间 13:00 提前收市，即新加坡时间 11 月 28 日（周六）02:00。11 月 26 日（周四）美国市场全日休市。</li>
</ul>
<p>App 中的交易日历始终以新加坡时间显示各市场的交易时段，包括假期和提前收市安排。</p>`,
      "zh-hk": `<p>新加坡不實行夏令時間，但美國有實行，因此以新加坡時間計算的美股交易時段每年會變動兩次。美國夏令時間將於 <strong>2026 年 11 月 1 日（星期日）</strong>凌晨 2:00 結束，紐約時間由 UTC−4 改為 UTC−5。</p>
<h3>由 11 月 2 日（星期一）起的新加坡時間交易時段</h3>
<ul>
<li>盤前交易：17:00 至 22:30（之前為 16:00 至 21:30）。</li>
<li>正常交易：<strong>22:30 至翌日 05:00</strong>（之前為 21:30 至 04:00）。</li>
<li>盤後交易：05:00 至 09:00（之前為 04:00 至 08:00）。</li>
</ul>
<p>上述時段將維持至美國於 2027 年 3 月 14 日（星期日）恢復夏令時間為止，屆時正常交易時段將回復為新加坡時間 21:30 至 04:00。香港及新加坡市場的交易時間不受影響。</p>
<h3>需要檢查的事項</h3>
<ul>
<li><strong>提示及定期投資計劃：</strong>如按新加坡鐘點設定（例如「21:30 提醒我」），或需調整。</li>
<li><strong>即日有效訂單：</strong>在新加坡時間星期一下午落的訂單，仍屬美國星期一的交易時段，並於該時段收市時失效，即現時的星期二早上 05:00。</li>
<li><strong>提早收市：</strong>11 月 27 日（感恩節翌日），美國股市於紐約時間 13:00 提早收市，即新加坡時間 11 月 28 日（星期六）02:00。11 月 26 日（星期四）美國市場全日休市。</li>
</ul>
<p>App 內的交易日曆一律以新加坡時間顯示各市場的交易時段，包括假期及提早收市安排。</p>`,
    },
  },
  {
    id: "us-extended-hours",
    tabId: "us",
    image: "/images/news/us-5.svg",
    publishTime: "2026-11-10T09:00:00+08:00",
    title: {
      en: "Pre-market and after-hours trading: opportunities and risks",
      cn: "盘前与盘后交易：机会与风险",
      "zh-hk": "盤前及盤後交易：機會與風險",
    },
    summary: {
      en: "Extended-hours sessions let you react to earnings and news outside the regular US session. Thinner liquidity, wider spreads and separate quotes make them different from the daytime market.",
      cn: "延长交易时段让您可以在美股常规时段之外对财报和新闻作出反应。但流动性较弱、价差较大、报价各自独立，使其与常规时段大不相同。",
      "zh-hk": "延長交易時段讓您可在美股正常時段以外就業績及消息作出反應。然而流通量較低、差價較闊、報價各自獨立，令其與正常時段大不相同。",
    },
    content: {
      en: `<p>Besides the regular session from 09:30 to 16:00 New York time, US stocks trade in a pre-market session from 04:00 and an after-hours session until 20:00. For investors in Singapore, the after-hours session falls in the morning and the pre-market in the late afternoon and evening, which can be convenient. Current Singapore-time hours are shown in the app's trading calendar.</p>
<h3>How it differs from the regular session</h3>
<ul>
<li><strong>Less liquidity:</strong> fewer participants means fewer orders on each side and a greater chance that an order fills only partly or not at all.</li>
<li><strong>Wider spreads:</strong> the gap between bid and ask is often several times wider than during the day.</li>
<li><strong>Bigger moves on news:</strong> earnings and other announcements are usually published outside the regular session, so prices can jump.</li>
<li><strong>Separate quotes:</strong> extended-hours prices may differ between venues and may not match the next day's opening price.</li>
</ul>
<h3>Order rules at Dolphin Securities</h3>
<p>Orders in the extended sessions are accepted as limit orders only, which protects you from filling at an extreme price. When you place an order, choose whether it may execute outside regular hours; a day order that is not marked for extended hours waits for the regular session. Stop orders are triggered by regular-session prices only.</p>
<p>Extended-hours trading suits investors who understand these risks and use limits they are comfortable with. If you want your order to fill at a price that reflects the full market, the regular session usually offers the deepest liquidity.</p>`,
      cn: `<p>除了纽约时间 09:30 至 16:00 的常规交易时段外，美股还有从 04:00 开始的盘前交易和持续到 20:00 的盘后交易。对新加坡投资者而言，盘后时段在上午，盘前时段在傍晚至晚上，颇为方便。最新的新加坡时间交易时段请查看 App 中的交易日历。</p>
<h3>与常规时段有何不同</h3>
<ul>
<li><strong>流动性较弱：</strong>参与者较少，买卖双方的挂单都较少，订单更可能只部分成交或无法成交。</li>
<li><strong>价差较大：</strong>买卖价差往往是日间的数倍。</li>
<li><strong>消息引发更大波动：</strong>财报等公告通常在常规时段以外发布，价格可能大幅跳动。</li>
<li><strong>报价各自独立：</strong>不同交易场所的延长时段价格可能不同，也可能与次日开盘价不一致。</li>
</ul>
<h3>海豚证券的下单规则</h3>
<p>延长时段只接受限价单，以免您在极端价格成交。下单时，请选择订单是否可在常规时段以外执行；未勾选延长时段的当日订单会等待常规时段开始。止损单只会由常规时段的价格触发。</p>
<p>延长时段交易适合了解上述风险、并使用自己能接受的限价的投资者。如果您希望以反映整体市场的价格成交，常规时段通常流动性最好。</p>`,
      "zh-hk": `<p>除了紐約時間 09:30 至 16:00 的正常交易時段外，美股還有由 04:00 開始的盤前交易，以及持續至 20:00 的盤後交易。對新加坡投資者而言，盤後時段落在上午，盤前時段則在傍晚至晚上，頗為方便。最新的新加坡時間交易時段請查看 App 內的交易日曆。</p>
<h3>與正常時段有何不同</h3>
<ul>
<li><strong>流通量較低：</strong>參與者較少，買賣雙方的掛盤均較少，訂單較易只部分成交或未能成交。</li>
<li><strong>差價較闊：</strong>買賣差價往往是日間的數倍。</li>
<li><strong>消息引發更大波動：</strong>業績等公告通常在正常時段以外發布，價格可能大幅跳動。</li>
<li><strong>報價各自獨立：</strong>不同交易場所的延長時段價格可能不同，亦可能與翌日開市價不一致。</li>
</ul>
<h3>海豚證券的落盤規則</h3>
<p>延長時段只接受限價盤，以免您在極端價格成交。落盤時，請選擇訂單可否在正常時段以外執行；未選取延長時段的即日訂單會等候正常時段開始。止蝕盤只會由正常時段的價格觸發。</p>
<p>延長時段交易適合了解上述風險、並使用自己可接受的限價的投資者。如您希望以反映整體市場的價格成交，正常時段的流通量通常最高。</p>`,
    },
  },
  {
    id: "us-fractional-shares",
    tabId: "us",
    image: "/images/news/us-6.svg",
    publishTime: "2026-11-18T09:30:00+08:00",
    title: {
      en: "Fractional shares: investing by amount instead of by share",
      cn: "碎股交易：按金额而非按股数投资",
      "zh-hk": "碎股交易：按金額而非按股數投資",
    },
    summary: {
      en: "Buy a slice of a large US stock or ETF from about USD 5. How fractional orders are filled, what happens to dividends and votes, and the limits to know before you start.",
      cn: "最低约 5 美元即可买入大型美股或 ETF 的一小部分。本文介绍碎股订单如何成交、股息和投票权如何处理，以及开始前需要了解的限制。",
      "zh-hk": "最低約 5 美元即可買入大型美股或 ETF 的一小部分。本文介紹碎股訂單如何成交、股息及投票權如何處理，以及開始前須了解的限制。",
    },
    content: {
      en: `<p>Some US shares trade at hundreds of dollars each, which makes it hard to build a diversified portfolio with a modest sum. Fractional shares let you buy <strong>by amount</strong>, from about USD 5, or <strong>by quantity</strong> to four decimal places, on a list of large US stocks and ETFs shown in the app.</p>
<h3>How a fractional order works</h3>
<p>Your order is combined with other clients' orders, and the whole-share part is executed in the market; the fractional part is allocated to you from shares held for this purpose. You receive the same price per share as the executed order. Fractional orders are accepted during the regular US session, and the eligible list can change.</p>
<h3>Dividends, votes and corporate actions</h3>
<ul>
<li><strong>Dividends</strong> are paid in proportion to your holding, after the same 30% US withholding as whole shares.</li>
<li><strong>Voting rights</strong> apply to whole shares only.</li>
<li>In <strong>corporate actions</strong> such as splits or mergers, fractions may be settled in cash rather than in new shares.</li>
<li><strong>Transfers out:</strong> fractions usually cannot be transferred to another broker; they are sold and the cash is transferred instead.</li>
</ul>
<h3>A good fit for regular investing</h3>
<p>Investing a fixed amount at regular intervals, sometimes called dollar-cost averaging, is easier when you do not have to round to whole shares. It does not remove market risk or guarantee a profit, but it spreads your entry points over time. Fees for fractional orders are set out on the Pricing page.</p>`,
      cn: `<p>部分美股每股价格高达数百美元，以较少资金构建分散的投资组合并不容易。碎股交易让您可以在 App 所列的大型美股和 ETF 中<strong>按金额</strong>买入（最低约 5 美元），或<strong>按股数</strong>买入（精确到小数点后四位）。</p>
<h3>碎股订单如何成交</h3>
<p>您的订单会与其他客户的订单合并，其中整股部分在市场上执行，不足一股的部分则从为此预留的股票中分配给您。您获得的每股价格与实际成交价相同。碎股订单在美股常规交易时段内受理，可交易的股票名单可能调整。</p>
<h3>股息、投票权与公司行动</h3>
<ul>
<li><strong>股息</strong>按持股比例派发，与整股一样须缴纳 30% 的美国预扣税。</li>
<li><strong>投票权</strong>仅适用于整股。</li>
<li>遇到拆股或合并等<strong>公司行动</strong>时，不足一股的部分可能以现金结算，而非获得新股。</li>
<li><strong>转出：</strong>碎股通常无法转到其他券商，需先卖出再转出资金。</li>
</ul>
<h3>适合定期投资</h3>
<p>定期投入固定金额（有时称为“平均成本法”）在无须凑整股时更容易执行。这种方法不能消除市场风险，也不保证获利，但可以分散入场时点。碎股订单的费用请参阅“收费”页面。</p>`,
      "zh-hk": `<p>部分美股每股價格高達數百美元，以較少資金建立分散的投資組合並不容易。碎股交易讓您可在 App 所列的大型美股及 ETF 中<strong>按金額</strong>買入（最低約 5 美元），或<strong>按股數</strong>買入（準確至小數點後四位）。</p>
<h3>碎股訂單如何成交</h3>
<p>您的訂單會與其他客戶的訂單合併，其中整股部分在市場上執行，不足一股的部分則從為此預留的股份中分配給您。您獲得的每股價格與實際成交價相同。碎股訂單在美股正常交易時段內受理，可買賣的股票名單或會調整。</p>
<h3>股息、投票權及公司行動</h3>
<ul>
<li><strong>股息</strong>按持股比例派發，與整股一樣須繳付 30% 的美國預扣稅。</li>
<li><strong>投票權</strong>只適用於整股。</li>
<li>遇上拆股或合併等<strong>公司行動</strong>時，不足一股的部分或會以現金結算，而非獲發新股。</li>
<li><strong>轉出：</strong>碎股一般不能轉至其他證券商，須先沽出再轉出資金。</li>
</ul>
<h3>適合定期投資</h3>
<p>定期投入固定金額（有時稱為「平均成本法」）在毋須湊足整股時更易執行。這種方法不能消除市場風險，亦不保證獲利，但可分散入市時間。碎股訂單的費用請參閱「收費」頁面。</p>`,
    },
  },
];
