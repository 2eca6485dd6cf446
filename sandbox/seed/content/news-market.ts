import type { SeedArticle } from "../content";

/**
 * News tab "market": general market education. "market-security-notice" carries hostile markup on
 * purpose (in English, an image whose URL carries a session hand-over key, too);
 * "market-limit-vs-market" links to the mobile site (same tab) and another of the brokerage's
 * hosts (new tab), so a reader meets the redirect helper (docs/product.md §Redirect helper).
 */
export const marketArticles: SeedArticle[] = [
  {
    id: "market-structure-basics",
    tabId: "market",
    image: "/images/news/market-1.svg",
    publishTime: "2026-09-03T09:00:00+08:00",
    title: {
      en: "How a stock order finds its match: exchanges, spreads and liquidity",
      cn: "一笔股票订单如何成交：交易所、价差与流动性",
      "zh-hk": "一張股票訂單如何成交：交易所、差價與流通量",
    },
    summary: {
      en: "What happens between tapping Buy and getting a fill: order books in Asia, the fragmented US market, and why the spread is a cost you never see on a fee statement.",
      cn: "从点击“买入”到成交之间发生了什么：亚洲市场的订单簿、分散的美国市场，以及为什么买卖价差是一项不会出现在费用清单上的成本。",
      "zh-hk": "由按下「買入」到成交之間發生了甚麼：亞洲市場的買賣盤紀錄、分散的美國市場，以及為何買賣差價是一項不會出現在收費清單上的成本。",
    },
    content: {
      en: `<p>When you tap Buy, your order does not go straight to another investor. It travels from our systems to an executing broker, which routes it to a venue where buyers and sellers meet. Knowing what happens on the way helps you choose the right order type and set realistic expectations about price.</p>
<h3>Exchanges and order books</h3>
<p>Most markets in Asia, including SGX and HKEX, run a central limit order book: every visible buy and sell order waits in a queue sorted by price, then by time. A new order that reaches the best opposite price trades immediately; one that does not joins the queue. The gap between the best bid and the best offer is the <strong>spread</strong>, and it is the first cost of trading that never shows on a fee statement.</p>
<h3>A more fragmented US market</h3>
<p>US shares trade on more than a dozen exchanges as well as on alternative trading systems and with wholesale market makers. Regulation NMS requires brokers to seek the best available price across venues, summarised as the national best bid and offer (NBBO). Your order may therefore be filled on a venue you have never heard of, at a price that should be no worse than the NBBO at that moment.</p>
<h3>Liquidity matters more than headlines</h3>
<ul>
<li>Large, heavily traded stocks usually have spreads of a cent or two, so market orders fill close to the last price.</li>
<li>Small companies, new listings and thinly traded ETFs can have wide spreads and little depth: a market order may fill several ticks away.</li>
<li>Liquidity is usually thinner in the first and last minutes of a session and around major news.</li>
</ul>
<p>For anything other than the most liquid shares, a limit order, which sets the worst price you accept, is the simplest protection. To learn more about how US markets work, visit the <a href="https://www.investor.gov/">SEC's investor education site</a>.</p>`,
      cn: `<p>当您点击“买入”时，订单并不会直接交到另一位投资者手中。它会先从我们的系统发送到执行经纪商，再被路由到买卖双方撮合成交的交易场所。了解订单途经的每一步，有助于您选择合适的订单类型，并对成交价格抱有合理预期。</p>
<h3>交易所与订单簿</h3>
<p>亚洲大多数市场（包括新交所和港交所）采用集中限价订单簿：所有公开的买单和卖单按照价格优先、时间优先的原则排队。新订单如果能与对手方最优价格匹配，就会立即成交；否则便进入队列等待。最优买价与最优卖价之间的差额称为<strong>买卖价差</strong>，这是一项不会出现在费用清单上、却实实在在的交易成本。</p>
<h3>更为分散的美国市场</h3>
<p>美股在十几家交易所、另类交易系统以及批发做市商之间交易。美国《全国市场系统规则》（Regulation NMS）要求经纪商在各交易场所之间寻求最优价格，即全国最佳买卖报价（NBBO）。因此，您的订单可能在一个您从未听说过的场所成交，但成交价不应差于当时的 NBBO。</p>
<h3>流动性比新闻标题更重要</h3>
<ul>
<li>成交活跃的大型股票，价差通常只有一两美分，市价单的成交价往往接近最新价。</li>
<li>小型公司、新上市股票以及成交清淡的 ETF 可能价差较大、挂单稀少，市价单可能偏离最新价好几个价位才成交。</li>
<li>开盘和收盘前后几分钟，以及重大消息发布前后，流动性通常较弱。</li>
</ul>
<p>除了流动性最好的股票之外，使用限价单（即设定您能接受的最差价格）是最简单的保护方式。想进一步了解美国市场的运作，可以浏览<a href="https://www.investor.gov/">美国证券交易委员会（SEC）的投资者教育网站</a>。</p>`,
      "zh-hk": `<p>當您按下「買入」時，訂單並不會直接交到另一位投資者手上。它會先由我們的系統傳送至執行經紀，再被傳遞到買賣雙方進行配對的交易場所。了解訂單途經的每一步，有助您選擇合適的訂單類型，並對成交價格有合理預期。</p>
<h3>交易所與買賣盤紀錄</h3>
<p>亞洲大部分市場（包括新加坡交易所及香港交易所）均採用集中限價買賣盤紀錄：所有公開的買盤和沽盤按價格優先、時間優先的原則排隊。新訂單如能與對手最佳價格配對，便會即時成交；否則便會排隊等候。最佳買入價與最佳賣出價之間的差距稱為<strong>買賣差價</strong>，這項交易成本不會出現在收費清單上，卻實實在在存在。</p>
<h3>較為分散的美國市場</h3>
<p>美股在十多間交易所、另類交易系統以及批發莊家之間買賣。美國《全國市場系統規例》（Regulation NMS）要求經紀在各交易場所之間尋求最佳價格，即全國最佳買賣報價（NBBO）。因此，您的訂單或會在一個您從未聽過的場所成交，但成交價不應遜於當時的 NBBO。</p>
<h3>流通量比新聞標題更重要</h3>
<ul>
<li>交投活躍的大型股份，買賣差價通常只有一兩美仙，市價盤的成交價一般貼近最新價。</li>
<li>小型公司、新上市股份及交投疏落的 ETF 可能差價較闊、掛盤稀少，市價盤或會偏離最新價數個價位才成交。</li>
<li>開市及收市前後數分鐘，以及重大消息公布前後，流通量通常較薄弱。</li>
</ul>
<p>除了流通量最高的股份外，使用限價盤（即設定您可接受的最差價格）是最簡單的保障方法。如想進一步了解美國市場的運作，可瀏覽<a href="https://www.investor.gov/">美國證券交易委員會（SEC）的投資者教育網站</a>。</p>`,
    },
  },
  {
    id: "market-fx-and-returns",
    tabId: "market",
    image: "/images/news/market-2.svg",
    publishTime: "2026-09-17T10:30:00+08:00",
    title: {
      en: "How currency moves affect your US holdings",
      cn: "汇率波动如何影响您的美股持仓",
      "zh-hk": "匯率波動如何影響您的美股持倉",
    },
    summary: {
      en: "A US share can rise in US dollars while your return in Singapore dollars shrinks. A worked example, and the choices you have for managing currency exposure.",
      cn: "一只美股以美元计算上涨，换算成新元的回报却可能缩水。本文通过实例说明汇率的影响，以及管理货币风险的几种思路。",
      "zh-hk": "一隻美股以美元計算上升，換算成新加坡元的回報卻可能縮水。本文以實例說明匯率的影響，以及管理貨幣風險的幾種思路。",
    },
    content: {
      en: `<p>When a Singapore-based investor buys a US stock, two things change the value of that holding in Singapore dollars: the share price in US dollars, and the USD/SGD exchange rate. The second is easy to overlook because the app shows the position in US dollars.</p>
<h3>A worked example</h3>
<p>Suppose you convert SGD 13,500 into USD 10,000 at a rate of 1.35 and buy shares. A year later the shares are up 8%, so the position is worth USD 10,800. If the US dollar has weakened to 1.28 Singapore dollars by then, the holding is worth SGD 13,824: a gain of about 2.4% in your home currency, not 8%. Had the US dollar strengthened to 1.40 instead, the same position would be worth SGD 15,120, a gain of 12%. The figures are illustrative, not a forecast.</p>
<p>Hong Kong shares behave similarly: the Hong Kong dollar is pegged to the US dollar within a band of 7.75 to 7.85, so HKD holdings move broadly with the US dollar against the Singapore dollar.</p>
<h3>Ways to think about currency exposure</h3>
<ul>
<li><strong>Keep a USD balance.</strong> If you trade US shares regularly, holding sale proceeds and dividends in US dollars avoids converting back and forth, and every conversion has a cost.</li>
<li><strong>Match currency to goals.</strong> Money you will spend in Singapore dollars soon is more exposed to exchange-rate swings than long-term savings.</li>
<li><strong>Consider hedged share classes.</strong> Some funds and ETFs offer currency-hedged versions, which dampen FX swings at the cost of hedging expenses.</li>
<li><strong>Diversify.</strong> Holdings spread across markets and currencies depend less on a single exchange rate.</li>
</ul>
<p>Dolphin Securities accounts hold balances in several currencies, and the rate for a conversion is shown before you confirm it; the cost of conversion is set out on the Pricing page. Exchange rates can move sharply and unpredictably, and past movements are no guide to future ones.</p>`,
      cn: `<p>新加坡投资者买入美股后，这笔持仓以新元计算的价值会受到两个因素影响：以美元计价的股价，以及美元兑新元的汇率。由于 App 中的持仓以美元显示，后者很容易被忽略。</p>
<h3>举例说明</h3>
<p>假设您以 1.35 的汇率将 13,500 新元兑换为 10,000 美元并买入股票。一年后股价上涨 8%，持仓价值 10,800 美元。如果届时美元兑新元走弱至 1.28，这笔持仓折合 13,824 新元，以本币计算的回报只有约 2.4%，而不是 8%。反之，如果美元走强至 1.40，同一笔持仓折合 15,120 新元，回报为 12%。以上数字仅为说明，并非预测。</p>
<p>港股的情况类似：港元与美元挂钩，汇率维持在 7.75 至 7.85 的区间内，因此港元资产兑新元的走势大体与美元一致。</p>
<h3>管理货币风险的几种思路</h3>
<ul>
<li><strong>保留美元余额。</strong>如果您经常交易美股，把卖出所得和股息留在美元账户中，可以避免反复换汇，而每次换汇都有成本。</li>
<li><strong>让币种与用途匹配。</strong>近期需要以新元支出的资金，比长期储蓄更容易受汇率波动影响。</li>
<li><strong>考虑对冲份额类别。</strong>部分基金和 ETF 提供货币对冲版本，可减轻汇率波动，但需承担对冲成本。</li>
<li><strong>分散投资。</strong>分布在不同市场和币种的持仓，对单一汇率的依赖较小。</li>
</ul>
<p>海豚证券账户支持多币种余额，换汇前会显示所适用的汇率，换汇费用请参阅“收费”页面。汇率可能出现剧烈且难以预测的波动，过往走势不代表未来表现。</p>`,
      "zh-hk": `<p>新加坡投資者買入美股後，這筆持倉以新加坡元計算的價值會受兩個因素影響：以美元計價的股價，以及美元兌新加坡元的匯率。由於應用程式內的持倉以美元顯示，後者很容易被忽略。</p>
<h3>舉例說明</h3>
<p>假設您以 1.35 的匯率將 13,500 新加坡元兌換為 10,000 美元並買入股票。一年後股價上升 8%，持倉價值 10,800 美元。如屆時美元兌新加坡元轉弱至 1.28，這筆持倉折合 13,824 新加坡元，以本幣計算的回報只有約 2.4%，而非 8%。相反，如美元轉強至 1.40，同一筆持倉折合 15,120 新加坡元，回報為 12%。以上數字僅作說明，並非預測。</p>
<p>港股的情況相近：港元與美元掛鈎，匯率維持在 7.75 至 7.85 的區間內，因此港元資產兌新加坡元的走勢大致與美元一致。</p>
<h3>管理貨幣風險的幾種思路</h3>
<ul>
<li><strong>保留美元結餘。</strong>如您經常買賣美股，把沽出所得及股息留在美元賬戶，可避免來回兌換，而每次兌換都有成本。</li>
<li><strong>讓幣種配合用途。</strong>短期內需要以新加坡元支出的資金，比長線儲蓄更易受匯率波動影響。</li>
<li><strong>考慮對沖類別。</strong>部分基金及 ETF 設有貨幣對沖版本，可減輕匯率波動，但需承擔對沖成本。</li>
<li><strong>分散投資。</strong>分布於不同市場及貨幣的持倉，對單一匯率的依賴較低。</li>
</ul>
<p>海豚證券賬戶支援多種貨幣結餘，兌換前會顯示適用匯率，貨幣兌換費用請參閱「收費」頁面。匯率可能出現急劇且難以預測的波動，過往走勢並不代表將來表現。</p>`,
    },
  },
  {
    id: "market-cash-yields",
    tabId: "market",
    image: "/images/news/market-3.svg",
    publishTime: "2026-09-24T08:45:00+08:00",
    title: {
      en: "Why the interest on idle cash changes: money-market funds and policy rates",
      cn: "闲置资金的收益为何会变化：货币市场基金与政策利率",
      "zh-hk": "閒置資金的回報為何會變動：貨幣市場基金與政策利率",
    },
    summary: {
      en: "Cash-management products follow central-bank rates with a lag. How a money-market fund sweep works, why the rate we show carries a date, and how it differs from a bank deposit.",
      cn: "现金管理产品的收益会滞后跟随央行利率变化。本文介绍货币市场基金自动申购的运作方式、为什么我们展示的利率都注明日期，以及它与银行存款的区别。",
      "zh-hk": "現金管理產品的回報會滯後跟隨中央銀行利率變動。本文介紹貨幣市場基金自動認購的運作方式、為何我們顯示的利率均註明日期，以及它與銀行存款的分別。",
    },
    content: {
      en: `<p>Many brokers, Dolphin Securities among them, offer a way to earn a return on uninvested cash. In most cases this is not a bank deposit: the cash is swept into a money-market fund that holds short-dated, high-quality instruments such as treasury bills, bank deposits and commercial paper.</p>
<h3>Where the yield comes from</h3>
<p>A fund's yield follows short-term interest rates. For US-dollar funds that means the rates steered by the US Federal Reserve; for Singapore-dollar funds it means money-market rates such as SORA, since MAS conducts monetary policy through the exchange rate rather than an interest-rate target. When rates fall, newly bought instruments yield less, and the fund's yield follows within weeks as older holdings mature. That is why every rate we show carries the date it applies to, and why tiers and rates are reviewed regularly.</p>
<h3>How it differs from a deposit</h3>
<ul>
<li>A money-market fund is an <strong>investment</strong>. Such funds aim to preserve capital, but their value can fall.</li>
<li>It is <strong>not covered by SDIC</strong> deposit insurance, which protects Singapore-dollar deposits with member banks and finance companies up to SGD 100,000 per depositor per member.</li>
<li>Returns are shown after the fund's own fees, which are listed in its factsheet and prospectus.</li>
<li>Subscriptions and redemptions take effect at the fund's dealing cut-off, so money may not be available to withdraw the same minute.</li>
</ul>
<p>Before opting in, read the fund's product highlights sheet and decide how much cash you want to keep immediately available for trading. More on what deposit insurance does and does not cover is available from <a href="https://www.sdic.org.sg/">SDIC</a>.</p>`,
      cn: `<p>许多券商（包括海豚证券）都提供让闲置资金获得收益的服务。在大多数情况下，这并不是银行存款：资金会被自动投入一只货币市场基金，该基金持有国库券、银行存款和商业票据等期限短、质量高的金融工具。</p>
<h3>收益从何而来</h3>
<p>基金收益跟随短期利率变化。美元基金主要受美联储引导的利率影响；新元基金则跟随 SORA 等货币市场利率，因为新加坡金融管理局（MAS）是通过汇率而非利率目标来执行货币政策的。利率下调后，新买入的工具收益率随之降低，随着旧持仓陆续到期，基金收益会在几周内跟着回落。这就是为什么我们展示的每个利率都注明适用日期，利率档位和水平也会定期检视。</p>
<h3>与存款有何不同</h3>
<ul>
<li>货币市场基金是一项<strong>投资</strong>。这类基金以保本为目标，但其价值仍可能下跌。</li>
<li>它<strong>不受 SDIC 存款保险保障</strong>。SDIC 保障的是在成员银行和金融公司的新元存款，每名存款人在每家成员机构最高 100,000 新元。</li>
<li>所示收益已扣除基金本身的费用，具体费用列于基金概况和招股说明书中。</li>
<li>申购和赎回按基金的交易截止时间生效，资金未必能在同一时刻提取。</li>
</ul>
<p>开通前，请阅读基金的产品要点说明，并决定希望保留多少可随时用于交易的现金。有关存款保险保障范围的更多信息，请浏览 <a href="https://www.sdic.org.sg/">SDIC 网站</a>。</p>`,
      "zh-hk": `<p>不少證券商（包括海豚證券）均提供讓閒置資金賺取回報的服務。在大多數情況下，這並非銀行存款：資金會自動投入一隻貨幣市場基金，該基金持有國庫券、銀行存款及商業票據等年期短、質素高的金融工具。</p>
<h3>回報從何而來</h3>
<p>基金回報跟隨短期利率變動。美元基金主要受美國聯儲局引導的利率影響；新加坡元基金則跟隨 SORA 等貨幣市場利率，因為新加坡金融管理局（MAS）是透過匯率而非利率目標執行貨幣政策。利率下調後，新買入工具的收益率隨之下降，隨着舊持倉陸續到期，基金回報會在數星期內跟隨回落。因此我們顯示的每個利率均註明適用日期，利率級別及水平亦會定期檢討。</p>
<h3>與存款有何不同</h3>
<ul>
<li>貨幣市場基金屬於<strong>投資</strong>。這類基金以保本為目標，但其價值仍可能下跌。</li>
<li>它<strong>不受 SDIC 存款保險保障</strong>。SDIC 保障的是存放於成員銀行及財務公司的新加坡元存款，每名存戶在每間成員機構最高 100,000 新加坡元。</li>
<li>所示回報已扣除基金本身的費用，詳情列於基金概覽及銷售文件。</li>
<li>認購及贖回按基金的交易截止時間生效，資金未必可即時提取。</li>
</ul>
<p>啟用前，請細閱基金的產品資料概要，並決定希望保留多少可隨時用於買賣的現金。有關存款保險保障範圍的詳情，請瀏覽 <a href="https://www.sdic.org.sg/">SDIC 網站</a>。</p>`,
    },
  },
  {
    id: "market-earnings-season",
    tabId: "market",
    image: "/images/news/market-4.svg",
    publishTime: "2026-10-08T09:15:00+08:00",
    title: {
      en: "Earnings season explained: what moves a share price when results come out",
      cn: "财报季解读：业绩公布时，股价为何波动",
      "zh-hk": "業績期解讀：公布業績時，股價為何波動",
    },
    summary: {
      en: "Listed companies report within a few weeks of each other. How to read a report, why expectations matter more than the numbers, and how volatility behaves around the announcement.",
      cn: "上市公司往往在几周内集中发布业绩。本文介绍如何阅读财报、为什么市场预期比数字本身更重要，以及业绩公布前后波动率的变化。",
      "zh-hk": "上市公司往往在數星期內集中公布業績。本文介紹如何閱讀業績報告、為何市場預期比數字本身更重要，以及公布前後波幅的變化。",
    },
    content: {
      en: `<p>US-listed companies report results every quarter, and most do so within about six weeks of the quarter's end. That cluster is known as earnings season: for the July to September quarter, most reports arrive between mid-October and early November. Most Singapore and Hong Kong issuers report half-yearly, so their busiest periods are February to March and August.</p>
<h3>What is in a report</h3>
<ul>
<li><strong>Revenue and earnings per share (EPS)</strong>, usually compared with the same period a year earlier.</li>
<li><strong>Margins</strong>, which show whether growth is profitable.</li>
<li><strong>Guidance</strong>: management's outlook for the next quarter or year, often the part the market reacts to most.</li>
<li>The <strong>earnings call</strong>, where analysts question management; its tone and detail can move the price after the release itself.</li>
</ul>
<h3>Expectations, not absolute numbers</h3>
<p>Analysts publish forecasts before each report, and their average is called the consensus. A company can post record profit and still see its shares fall if the result or the guidance falls short of what was expected, or rise on a loss that was smaller than feared. US results usually come out before the open or after the close, so the first reaction often happens in extended-hours trading, when liquidity is thinner and prices can gap.</p>
<h3>Volatility around the date</h3>
<p>Option prices tend to build in a larger expected move ahead of an announcement. Once the news is out, implied volatility usually drops sharply, which can reduce an option's value even when the share moves in the expected direction. If you hold a position through results, consider the size of a possible gap, prefer limit orders, and remember that a stop order does not guarantee its trigger price when a stock opens far from the previous close.</p>
<p>Primary sources are the company's investor-relations page and its filings on <a href="https://www.sec.gov/edgar/search/">SEC EDGAR</a>; SGX and HKEXnews carry the announcements of companies listed in Singapore and Hong Kong.</p>`,
      cn: `<p>美国上市公司每季度公布一次业绩，大多数会在季度结束后约六周内发布，这段集中发布期被称为财报季。以 7 月至 9 月这一季度为例，大部分财报在 10 月中旬至 11 月初陆续公布。新加坡和香港的大多数上市公司每半年公布一次业绩，因此最繁忙的时段是 2 月至 3 月以及 8 月。</p>
<h3>财报包含什么</h3>
<ul>
<li><strong>营收与每股收益（EPS）</strong>，通常与去年同期比较。</li>
<li><strong>利润率</strong>，反映增长是否带来盈利。</li>
<li><strong>业绩指引</strong>：管理层对下一季度或下一年度的展望，往往是市场反应最大的部分。</li>
<li><strong>业绩电话会</strong>：分析师向管理层提问，其语气和细节可能在财报发布后继续影响股价。</li>
</ul>
<h3>关键在于预期，而非绝对数字</h3>
<p>分析师会在财报发布前给出预测，其平均值称为市场一致预期。即使公司录得创纪录的利润，只要业绩或指引不及预期，股价仍可能下跌；反之，亏损若小于市场担忧，股价也可能上涨。美股业绩通常在开盘前或收盘后公布，因此第一波反应往往出现在盘前盘后交易时段，此时流动性较弱，价格可能跳空。</p>
<h3>业绩公布前后的波动</h3>
<p>在业绩公布前，期权价格往往已反映较大的预期波幅。消息公布后，隐含波动率通常会大幅回落，即使股价朝预期方向变动，期权价值也可能下降。如果您打算持仓过业绩，请评估可能出现的跳空幅度，尽量使用限价单，并留意：当股票开盘价与前一收盘价相差很远时，止损单并不保证以触发价成交。</p>
<p>第一手资料来源包括公司的投资者关系网页，以及其在 <a href="https://www.sec.gov/edgar/search/">SEC EDGAR</a> 上的公开文件；新加坡和香港上市公司的公告则可在新交所网站和“披露易”上查阅。</p>`,
      "zh-hk": `<p>美國上市公司每季公布一次業績，大部分會在季度結束後約六星期內發布，這段集中公布期稱為業績期。以 7 月至 9 月這一季為例，大部分業績於 10 月中至 11 月初陸續公布。新加坡及香港的大部分上市公司每半年公布一次業績，因此最繁忙的時段是 2 月至 3 月及 8 月。</p>
<h3>業績報告包括甚麼</h3>
<ul>
<li><strong>收入及每股盈利（EPS）</strong>，通常與去年同期比較。</li>
<li><strong>利潤率</strong>，反映增長是否帶來盈利。</li>
<li><strong>業績指引</strong>：管理層對下一季或下一年度的展望，往往是市場反應最大的部分。</li>
<li><strong>業績電話會議</strong>：分析員向管理層提問，其語氣及細節可能在業績公布後繼續影響股價。</li>
</ul>
<h3>關鍵在於預期，而非絕對數字</h3>
<p>分析員會在公布業績前發表預測，其平均值稱為市場共識。即使公司錄得破紀錄盈利，只要業績或指引遜於預期，股價仍可能下跌；相反，虧損若少於市場憂慮，股價亦可能上升。美股業績通常在開市前或收市後公布，因此第一波反應往往出現在盤前盤後交易時段，此時流通量較低，價格可能裂口。</p>
<h3>公布業績前後的波幅</h3>
<p>公布業績前，期權價格往往已反映較大的預期波幅。消息公布後，引伸波幅通常大幅回落，即使股價朝預期方向變動，期權價值亦可能下跌。如您打算持倉過業績，請評估可能出現的裂口幅度，盡量使用限價盤，並留意：當股票開市價與上一個收市價相差甚遠時，止蝕盤並不保證以觸發價成交。</p>
<p>第一手資料來源包括公司的投資者關係網頁，以及其於 <a href="https://www.sec.gov/edgar/search/">SEC EDGAR</a> 的公開文件；新加坡及香港上市公司的公告則可於新加坡交易所網站及「披露易」查閱。</p>`,
    },
  },
  {
    id: "market-limit-vs-market",
    tabId: "market",
    image: "/images/news/market-5.svg",
    publishTime: "2026-10-22T08:30:00+08:00",
    title: {
      en: "Market or limit? Placing orders when the market opens",
      cn: "市价单还是限价单？开盘时如何下单",
      "zh-hk": "市價盤還是限價盤？開市時如何落盤",
    },
    summary: {
      en: "The first minutes of a session are often the most volatile. How the opening auctions on SGX and HKEX work, why US opens can gap, and how limit orders keep you in control of price.",
      cn: "每个交易时段的头几分钟往往波动最大。本文介绍新交所和港交所开盘竞价的运作方式、美股开盘为何可能跳空，以及如何用限价单掌控成交价格。",
      "zh-hk": "每個交易時段的首幾分鐘往往波動最大。本文介紹新加坡交易所及香港交易所開市競價的運作、美股開市為何可能裂口，以及如何以限價盤掌握成交價格。",
    },
    content: {
      en: `<p>Orders placed overnight tend to meet the market all at once when trading starts. Opening prices reflect news that arrived while the market was closed, and liquidity can be thin until market makers settle in. The order type you choose decides whether you control the price or the certainty of a fill.</p>
<h3>Opening auctions in Asia</h3>
<p>SGX and HKEX both open with an auction. On SGX the pre-open phase runs from 08:30 to 08:58 or 08:59 Singapore time (the exact end is random) and continuous trading starts at 09:00. On HKEX the pre-opening session starts at 09:00 and continuous trading at 09:30. In these phases orders are collected and matched at a single equilibrium price, and the exchange publishes an indicative price as orders arrive. HKEX accepts only at-auction and at-auction limit orders during its pre-opening session, and SGX accepts only limit orders in its pre-open phase.</p>
<h3>Market orders</h3>
<p>A market order asks for an immediate fill at the best available price. It is convenient for large, liquid shares in the middle of the session, but at the open, or in thinly traded stocks, the price you get can be well away from the last trade you saw.</p>
<h3>Limit orders</h3>
<p>A limit order sets the highest price you will pay or the lowest you will accept. It may not fill if the market moves away, but it will never fill at a worse price. If you want a quick fill, set the limit a little beyond the current best price, and check the order's validity (day or good-till-cancelled) so that it does not linger unexpectedly.</p>
<ul>
<li>Look at the spread and the depth of the order book before you submit.</li>
<li>Avoid chasing the first print after a large overnight gap.</li>
<li>Remember that a stop order becomes a market order when triggered, unless you choose a stop-limit order.</li>
</ul>
<p>To try both order types, <a href="https://m-dev.dolphin-securities.sg/trade/order-types">open the order ticket on our mobile site</a>, or <a href="https://academy.dolphin-securities.sg/courses/order-types" target="_blank">take the free order-types course</a> at Dolphin Academy in a new tab.</p>`,
      cn: `<p>隔夜挂出的订单往往会在开盘时集中进入市场。开盘价反映了休市期间出现的消息，而在做市商就位之前，流动性可能较弱。您选择的订单类型，决定了您掌控的是成交价格，还是成交的确定性。</p>
<h3>亚洲市场的开盘竞价</h3>
<p>新交所和港交所都以竞价方式开盘。新交所的开盘前阶段为新加坡时间 08:30 至 08:58 或 08:59（结束时间随机），09:00 开始连续交易。港交所的开市前时段从 09:00 开始，09:30 进入持续交易时段。在竞价阶段，订单先被收集，再以单一的均衡价格撮合，交易所会随着订单的变化公布参考平衡价格。港交所在开市前时段只接受竞价盘和竞价限价盘，新交所在开盘前阶段只接受限价单。</p>
<h3>市价单</h3>
<p>市价单要求以当时最优价格立即成交。对于交易时段中段的大型、高流动性股票，这很方便；但在开盘时或成交清淡的股票上，实际成交价可能与您看到的最新成交价相差甚远。</p>
<h3>限价单</h3>
<p>限价单设定了您愿意支付的最高价或能接受的最低价。如果行情走远，订单可能无法成交，但绝不会以更差的价格成交。如果希望尽快成交，可将限价设得比当前最优价略宽一些，并检查订单的有效期（当日有效或撤销前有效），以免订单意外长期挂着。</p>
<ul>
<li>下单前先查看买卖价差和订单簿深度。</li>
<li>隔夜大幅跳空后，避免追逐开盘第一笔成交价。</li>
<li>请记住，止损单一旦触发即变为市价单，除非您选择的是止损限价单。</li>
</ul>
<p>想亲自试试这两种订单？可以<a href="https://m-dev.dolphin-securities.sg/trade/order-types">在手机网页版打开下单页面</a>，或在新标签页中<a href="https://academy.dolphin-securities.sg/courses/order-types" target="_blank">学习海豚学院的免费订单类型课程</a>。</p>`,
      "zh-hk": `<p>隔夜輸入的訂單往往會在開市時集中進入市場。開市價反映了休市期間出現的消息，而在莊家就位之前，流通量可能較低。您選擇的訂單類型，決定了您掌握的是成交價格，還是成交的確定性。</p>
<h3>亞洲市場的開市競價</h3>
<p>新加坡交易所及香港交易所均以競價方式開市。新加坡交易所的開市前階段為新加坡時間 08:30 至 08:58 或 08:59（結束時間隨機），09:00 開始持續交易。香港交易所的開市前時段由 09:00 開始，09:30 進入持續交易時段。競價期間，訂單會先被收集，再以單一的平衡價格配對，交易所會隨訂單變化公布參考平衡價格。香港交易所在開市前時段只接受競價盤及競價限價盤，新加坡交易所在開市前階段只接受限價盤。</p>
<h3>市價盤</h3>
<p>市價盤要求以當時最佳價格即時成交。對於交易時段中段的大型、高流通量股份，這十分方便；但在開市時或交投疏落的股份上，實際成交價可能與您看到的最新成交價相差甚遠。</p>
<h3>限價盤</h3>
<p>限價盤設定了您願意支付的最高價或可接受的最低價。如果價格走遠，訂單可能無法成交，但絕不會以更差的價格成交。如希望盡快成交，可把限價設得比現時最佳價略寬，並檢查訂單的有效期（即日有效或取消前有效），以免訂單意外長期掛着。</p>
<ul>
<li>落盤前先查看買賣差價及買賣盤深度。</li>
<li>隔夜大幅裂口後，避免追逐開市第一口成交價。</li>
<li>請記住，止蝕盤一經觸發即變為市價盤，除非您選擇的是止蝕限價盤。</li>
</ul>
<p>想親自試試這兩種訂單？可以<a href="https://m-dev.dolphin-securities.sg/trade/order-types">在手機網頁版打開落盤頁面</a>，或在新分頁<a href="https://academy.dolphin-securities.sg/courses/order-types" target="_blank">修讀海豚學院的免費訂單類型課程</a>。</p>`,
    },
  },
  {
    id: "market-etf-basics",
    tabId: "market",
    image: "/images/news/market-6.svg",
    publishTime: "2026-11-05T09:30:00+08:00",
    title: {
      en: "ETFs in plain terms: how they track, what they cost and what to check",
      cn: "一文看懂 ETF：如何跟踪指数、成本几何、需要留意什么",
      "zh-hk": "一文看懂 ETF：如何追蹤指數、成本多少、要留意甚麼",
    },
    summary: {
      en: "Exchange-traded funds combine a basket of assets with the convenience of a share. Creation and redemption, expense ratios, tracking difference, and the ETFs that count as Specified Investment Products.",
      cn: "交易所交易基金把一篮子资产与股票般的交易便利结合在一起。本文介绍申购赎回机制、总费用率、跟踪偏离，以及哪些 ETF 属于特定投资产品。",
      "zh-hk": "交易所買賣基金把一籃子資產與股票般的買賣便利結合起來。本文介紹增設及贖回機制、總開支比率、追蹤偏離度，以及哪些 ETF 屬於特定投資產品。",
    },
    content: {
      en: `<p>An exchange-traded fund (ETF) is an investment fund whose units trade on an exchange like a share. Most ETFs aim to follow an index, whether a broad stock market, a sector, bonds or a commodity, and they publish their holdings daily.</p>
<h3>Why the price stays close to the holdings</h3>
<p>Large institutions called authorised participants can create new ETF units by delivering the underlying basket to the fund, or redeem units in exchange for the basket. If the ETF trades above the value of its holdings, they create and sell units; if it trades below, they buy and redeem. This arbitrage keeps the market price close to the net asset value (NAV), although the gap can widen when the underlying market is closed or under stress, for example when a US-listed ETF of Asian shares trades while Asian markets are shut.</p>
<h3>What to check before you buy</h3>
<ul>
<li><strong>Expense ratio</strong>: the annual fee deducted from the fund's assets.</li>
<li><strong>Tracking difference</strong>: how far the fund's return has drifted from its index over time.</li>
<li><strong>Liquidity and spread</strong>: the ETF's own trading volume and the liquidity of what it holds.</li>
<li><strong>Domicile and tax</strong>: dividends from a US-domiciled ETF are subject to 30% US withholding for Singapore residents; funds domiciled elsewhere are taxed differently at fund level.</li>
<li><strong>Structure</strong>: physical or synthetic replication, and whether the fund uses leverage.</li>
</ul>
<h3>Leveraged and inverse ETFs</h3>
<p>Leveraged and inverse ETFs reset their exposure every day, so over periods longer than a day their return can differ substantially from the stated multiple of the index return. In Singapore some of these products are classified as listed Specified Investment Products, and your account needs a Customer Account Review before you can trade them. They are built for short-term use by experienced investors.</p>`,
      cn: `<p>交易所交易基金（ETF）是一种基金单位可以像股票一样在交易所买卖的投资基金。大多数 ETF 以跟踪某一指数为目标，可能是整体股市、某个行业、债券或大宗商品，并每日公布持仓。</p>
<h3>为什么价格能贴近持仓价值</h3>
<p>被称为“参与交易商”的大型机构可以向基金交付一篮子底层资产来申购新的 ETF 份额，也可以赎回份额换回这篮子资产。当 ETF 价格高于持仓价值时，它们申购并卖出份额；低于持仓价值时，则买入并赎回。这种套利机制使市场价格贴近资产净值（NAV）。不过，当底层市场休市或承压时，两者的差距可能扩大，例如亚洲市场休市期间仍在交易的美国上市亚洲股票 ETF。</p>
<h3>买入前要检查什么</h3>
<ul>
<li><strong>总费用率</strong>：每年从基金资产中扣除的费用。</li>
<li><strong>跟踪偏离</strong>：长期来看基金回报与指数回报之间的差距。</li>
<li><strong>流动性与价差</strong>：ETF 本身的成交量，以及其持仓资产的流动性。</li>
<li><strong>注册地与税务</strong>：新加坡居民持有美国注册的 ETF，所获股息须缴纳 30% 的美国预扣税；在其他地区注册的基金，在基金层面的税务处理不同。</li>
<li><strong>结构</strong>：实物复制还是合成复制，以及基金是否使用杠杆。</li>
</ul>
<h3>杠杆及反向 ETF</h3>
<p>杠杆及反向 ETF 每天重新调整敞口，因此持有超过一天后，其回报可能与指数回报乘以标称倍数的结果相差甚远。在新加坡，部分此类产品属于上市特定投资产品（SIP），您的账户须先通过客户账户审查（CAR）才能交易。这类产品专为有经验的投资者作短线用途而设计。</p>`,
      "zh-hk": `<p>交易所買賣基金（ETF）是一種基金單位可以像股票一樣在交易所買賣的投資基金。大部分 ETF 以追蹤某一指數為目標，可以是整體股市、某個行業、債券或商品，並每日公布持倉。</p>
<h3>為何價格能貼近持倉價值</h3>
<p>稱為「參與證券商」的大型機構可向基金交付一籃子相關資產以增設新的 ETF 單位，亦可贖回單位以換回這籃子資產。當 ETF 價格高於持倉價值時，它們會增設並沽出單位；低於持倉價值時，則會買入並贖回。這種套戥機制令市價貼近資產淨值（NAV）。不過，當相關市場休市或受壓時，兩者的差距可能擴大，例如亞洲市場休市期間仍在美國買賣的亞洲股票 ETF。</p>
<h3>買入前要檢查甚麼</h3>
<ul>
<li><strong>總開支比率</strong>：每年從基金資產中扣除的費用。</li>
<li><strong>追蹤偏離度</strong>：長期而言基金回報與指數回報之間的差距。</li>
<li><strong>流通量及差價</strong>：ETF 本身的成交量，以及其持有資產的流通量。</li>
<li><strong>註冊地及稅務</strong>：新加坡居民持有美國註冊的 ETF，所收股息須繳付 30% 的美國預扣稅；在其他地區註冊的基金，在基金層面的稅務處理有所不同。</li>
<li><strong>結構</strong>：實物複製還是合成複製，以及基金有否運用槓桿。</li>
</ul>
<h3>槓桿及反向 ETF</h3>
<p>槓桿及反向 ETF 每日重新調整投資比重，因此持有超過一日後，其回報可能與指數回報乘以標示倍數的結果相差甚遠。在新加坡，部分此類產品屬於上市特定投資產品（SIP），您的賬戶須先通過客戶賬戶審查（CAR）才可買賣。這類產品專為有經驗的投資者作短線用途而設。</p>`,
    },
  },
  {
    // Hostile markup on purpose (script, img onerror, javascript: link, iframe, svg onload,
    // inline handlers, style attribute): the website must sanitise it.
    id: "market-security-notice",
    tabId: "market",
    image: "/images/news/market-7.svg",
    publishTime: "2026-11-12T11:00:00+08:00",
    title: {
      en: "Security notice: how to spot messages that impersonate Dolphin Securities",
      cn: "安全提示：如何识别冒充海豚证券的信息",
      "zh-hk": "安全提示：如何識別冒認海豚證券的訊息",
    },
    summary: {
      en: "Scammers copy our name, logo and tone. What we will never ask you for, the warning signs of a fake message, and what to do if you have already clicked a link.",
      cn: "诈骗者会盗用我们的名称、标志和语气。本文说明我们绝不会向您索取的信息、假冒信息的常见迹象，以及误点链接后应如何处理。",
      "zh-hk": "騙徒會盜用我們的名稱、標誌及語氣。本文說明我們絕不會向您索取的資料、偽冒訊息的常見跡象，以及誤按連結後應如何處理。",
    },
    content: {
      en: `<p>We are seeing more messages that pretend to come from brokerages in Singapore, including Dolphin Securities. They arrive by SMS, email, WhatsApp, Telegram and social-media ads, and often copy our logo and wording closely. This notice explains what we will never do and how to check a message before you act on it.</p>
<script>window.__xss=1</script>
<h3>What we will never ask for</h3>
<ul>
<li>Your password, one-time password (OTP) or two-step verification code, whether by phone, chat or email.</li>
<li>A transfer to a personal bank account, or to any account that is not in Dolphin Securities' name.</li>
<li>Installing an app from outside the official app stores, or any screen-sharing software.</li>
</ul>
<p>A typical fake message looks like this: <img src="x" onerror="window.__xss=1" alt=""><img src="/images/news/market-7.svg?tokenKe%79=planted&amp;v=1" alt="" width="16" height="9">"Your account will be suspended in 24 hours. <a href="javascript:window.__xss=1">Verify your account</a>." The deadline and the link are the warning signs: a genuine notice from us never asks you to log in through a link in an SMS.</p>
<iframe src="https://example.com" width="1" height="1"></iframe>
<svg onload="window.__xss=1"><circle r="1"></circle></svg>
<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:#fff;z-index:99999" onclick="window.__xss=1">If you have already entered your details on a suspicious page, change your password at once, reset two-step verification, and call our hotline so that we can restrict your account while we check it.</p>
<p>You can check a suspicious message with the government's <a href="https://www.scamshield.gov.sg/" onmouseover="window.__xss=1">ScamShield</a> service or its helpline on 1799, and report it to us through the help center.</p>`,
      cn: `<p>近来，冒充新加坡券商（包括海豚证券）的信息有所增加。这些信息通过短信、电子邮件、WhatsApp、Telegram 和社交媒体广告传播，常常高度模仿我们的标志和措辞。本提示说明我们绝不会做的事，以及在采取行动前如何核实信息。</p>
<script>window.__xss=1</script>
<h3>我们绝不会向您索取</h3>
<ul>
<li>您的密码、一次性密码（OTP）或两步验证码，无论通过电话、聊天还是电子邮件。</li>
<li>要求您转账到个人银行账户，或任何并非以海豚证券名义开立的账户。</li>
<li>要求您从官方应用商店以外的渠道安装 App，或安装任何屏幕共享软件。</li>
</ul>
<p>典型的假冒信息是这样的：<img src="x" onerror="window.__xss=1" alt="">“您的账户将于 24 小时内被冻结。<a href="javascript:window.__xss=1">立即验证账户</a>。”限时要求和链接就是危险信号：我们发出的正式通知绝不会要求您通过短信中的链接登录。</p>
<iframe src="https://example.com" width="1" height="1"></iframe>
<svg onload="window.__xss=1"><circle r="1"></circle></svg>
<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:#fff;z-index:99999" onclick="window.__xss=1">如果您已在可疑网页上输入了个人资料，请立即修改密码、重置两步验证，并致电我们的客服热线，以便我们在核查期间限制账户操作。</p>
<p>您可以通过政府的 <a href="https://www.scamshield.gov.sg/" onmouseover="window.__xss=1">ScamShield</a> 服务或拨打其热线 1799 核实可疑信息，并通过帮助中心向我们举报。</p>`,
      "zh-hk": `<p>近期，冒認新加坡證券商（包括海豚證券）的訊息有所增加。這些訊息透過短訊、電郵、WhatsApp、Telegram 及社交媒體廣告傳播，往往高度模仿我們的標誌及用字。本提示說明我們絕不會做的事，以及在採取行動前如何核實訊息。</p>
<script>window.__xss=1</script>
<h3>我們絕不會向您索取</h3>
<ul>
<li>您的密碼、一次性密碼（OTP）或兩步驗證碼，無論透過電話、聊天還是電郵。</li>
<li>要求您轉賬至個人銀行戶口，或任何並非以海豚證券名義開立的賬戶。</li>
<li>要求您從官方應用程式商店以外的途徑安裝應用程式，或安裝任何螢幕共享軟件。</li>
</ul>
<p>典型的偽冒訊息是這樣的：<img src="x" onerror="window.__xss=1" alt="">「您的賬戶將於 24 小時內被凍結。<a href="javascript:window.__xss=1">立即驗證賬戶</a>。」限時要求及連結就是警號：我們發出的正式通知絕不會要求您透過短訊內的連結登入。</p>
<iframe src="https://example.com" width="1" height="1"></iframe>
<svg onload="window.__xss=1"><circle r="1"></circle></svg>
<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:#fff;z-index:99999" onclick="window.__xss=1">如您已在可疑網頁輸入個人資料，請立即更改密碼、重設兩步驗證，並致電我們的客戶服務熱線，讓我們在核查期間限制賬戶操作。</p>
<p>您可透過政府的 <a href="https://www.scamshield.gov.sg/" onmouseover="window.__xss=1">ScamShield</a> 服務或致電其熱線 1799 核實可疑訊息，並透過幫助中心向我們舉報。</p>`,
    },
  },
];
