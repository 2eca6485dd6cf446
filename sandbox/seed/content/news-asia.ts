import type { SeedArticle } from "../content";

/** News tab "asia": Singapore and Hong Kong market education. */
export const asiaArticles: SeedArticle[] = [
  {
    id: "asia-sgx-reits",
    tabId: "asia",
    image: "/images/news/asia-1.svg",
    publishTime: "2026-09-10T08:30:00+08:00",
    title: {
      en: "SGX REITs basics: how they pay, what drives them and what to check",
      cn: "新加坡房地产投资信托入门：如何派息、受何驱动、需检查什么",
      "zh-hk": "新加坡房地產投資信託入門：如何派息、受何影響、要檢查甚麼",
    },
    summary: {
      en: "Singapore has one of Asia's largest REIT markets. How REITs distribute income, why interest rates matter, and the numbers in a REIT report worth understanding.",
      cn: "新加坡拥有亚洲规模最大的房地产投资信托市场之一。本文介绍 REIT 如何分派收益、利率为何重要，以及 REIT 报告中值得读懂的几项数字。",
      "zh-hk": "新加坡擁有亞洲規模最大的房地產投資信託市場之一。本文介紹房託如何分派收益、利率為何重要，以及房託報告中值得讀懂的幾項數字。",
    },
    content: {
      en: `<p>A real estate investment trust (REIT) owns income-producing property, such as offices, shopping malls, logistics warehouses, data centres, hospitals or hotels, and passes most of the rental income to its unitholders. Singapore-listed REITs (S-REITs) trade on SGX like shares, in board lots of 100 units, and many hold properties outside Singapore as well.</p>
<h3>How REITs pay</h3>
<p>An S-REIT that distributes at least 90% of its taxable income enjoys tax transparency: the trust itself is not taxed on that income. Distributions are usually paid half-yearly or quarterly, and for individuals who hold units directly (not through a partnership or a trade) S-REIT distributions are generally tax-exempt in Singapore. Part of a distribution can be a capital return or come from other sources; the REIT's announcement explains the breakdown.</p>
<h3>What drives REIT prices</h3>
<ul>
<li><strong>Interest rates:</strong> REITs borrow to buy property, so higher rates raise financing costs, and they also make the yield from bonds and deposits relatively more attractive.</li>
<li><strong>Property fundamentals:</strong> occupancy, rental reversions and the length of leases.</li>
<li><strong>Capital management:</strong> MAS caps a REIT's aggregate leverage at 50% of its total assets and sets a minimum interest coverage ratio. A REIT near its limit may need to raise equity, which can dilute existing unitholders.</li>
</ul>
<h3>Numbers worth checking in a report</h3>
<ul>
<li><strong>Distribution per unit (DPU)</strong> and the resulting yield at today's price.</li>
<li><strong>Net asset value (NAV) per unit</strong>, and whether the price trades at a premium or a discount to it.</li>
<li><strong>Gearing</strong> (aggregate leverage), the share of fixed-rate debt, and the debt maturity profile.</li>
<li><strong>WALE</strong>, the weighted average lease expiry, and the concentration of the largest tenants.</li>
</ul>
<p>A high yield is not free money: it can signal that the market expects lower distributions or a capital raise. Annual reports and announcements are published on <a href="https://www.sgx.com/">SGX</a> and on each REIT's website.</p>`,
      cn: `<p>房地产投资信托（REIT）持有能够产生收入的物业，例如办公楼、购物中心、物流仓库、数据中心、医院或酒店，并将大部分租金收入分派给基金单位持有人。新加坡上市的 REIT（S-REIT）像股票一样在新交所交易，每手 100 个单位，其中不少还持有新加坡以外的物业。</p>
<h3>REIT 如何派息</h3>
<p>S-REIT 若将至少 90% 的应税收入分派出去，可享有税务透明待遇，即信托本身无须就该部分收入纳税。分派通常每半年或每季度一次；对于直接持有单位（而非通过合伙企业或作为营业收入）的个人投资者，S-REIT 的分派在新加坡一般免税。部分分派可能属于资本返还或来自其他来源，REIT 的公告会列明具体构成。</p>
<h3>影响 REIT 价格的因素</h3>
<ul>
<li><strong>利率：</strong>REIT 借贷购置物业，利率上升会推高融资成本，同时使债券和存款的收益相对更具吸引力。</li>
<li><strong>物业基本面：</strong>出租率、续租租金变化以及租约年期。</li>
<li><strong>资本管理：</strong>新加坡金融管理局将 REIT 的总杠杆率上限定为总资产的 50%，并设有最低利息覆盖率要求。接近上限的 REIT 可能需要增发融资，从而摊薄现有单位持有人的权益。</li>
</ul>
<h3>报告中值得检查的数字</h3>
<ul>
<li><strong>每单位分派（DPU）</strong>，以及按当前价格计算的收益率。</li>
<li><strong>每单位资产净值（NAV）</strong>，以及价格相对于净值是溢价还是折价。</li>
<li><strong>负债率</strong>（总杠杆率）、固定利率债务占比以及债务到期分布。</li>
<li><strong>WALE</strong>（加权平均租约到期期限），以及最大租户的集中程度。</li>
</ul>
<p>高收益并非白来的钱：它可能意味着市场预期分派会减少或将有增发融资。年报和公告可在<a href="https://www.sgx.com/">新交所网站</a>及各 REIT 的官网查阅。</p>`,
      "zh-hk": `<p>房地產投資信託（房託，REIT）持有能產生收入的物業，例如寫字樓、商場、物流倉庫、數據中心、醫院或酒店，並把大部分租金收入分派予基金單位持有人。新加坡上市的房託（S-REIT）像股票一樣在新加坡交易所買賣，每手 100 個單位，當中不少亦持有新加坡以外的物業。</p>
<h3>房託如何派息</h3>
<p>S-REIT 如把最少 90% 的應課稅收入分派出去，便可享有稅務透明待遇，即信託本身毋須就該部分收入繳稅。分派通常每半年或每季一次；對於直接持有單位（而非透過合夥業務或作為營業收入）的個人投資者，S-REIT 的分派在新加坡一般獲豁免徵稅。部分分派可能屬於退還資本或來自其他來源，房託的公告會列明詳細組成。</p>
<h3>影響房託價格的因素</h3>
<ul>
<li><strong>利率：</strong>房託借貸購置物業，利率上升會推高融資成本，同時令債券及存款的回報相對更具吸引力。</li>
<li><strong>物業基本因素：</strong>出租率、續租租金變化及租約年期。</li>
<li><strong>資本管理：</strong>新加坡金融管理局把房託的總槓桿比率上限定為總資產的 50%，並設有最低利息覆蓋率要求。接近上限的房託或需配售新單位集資，攤薄現有單位持有人的權益。</li>
</ul>
<h3>報告中值得檢查的數字</h3>
<ul>
<li><strong>每基金單位分派（DPU）</strong>，以及按現價計算的息率。</li>
<li><strong>每基金單位資產淨值（NAV）</strong>，以及價格相對資產淨值是溢價還是折讓。</li>
<li><strong>負債比率</strong>（總槓桿比率）、定息債務比例及債務到期分布。</li>
<li><strong>WALE</strong>（加權平均租約到期年期），以及最大租戶的集中程度。</li>
</ul>
<p>高息並非免費午餐：它可能反映市場預期分派會減少或將有集資。年報及公告可於<a href="https://www.sgx.com/">新加坡交易所網站</a>及各房託的網站查閱。</p>`,
    },
  },
  {
    id: "asia-hk-stamp-duty",
    tabId: "asia",
    image: "/images/news/asia-2.svg",
    publishTime: "2026-09-29T09:00:00+08:00",
    title: {
      en: "Hong Kong trading costs explained: stamp duty, levies and exchange fees",
      cn: "港股交易成本详解：印花税、征费与交易所费用",
      "zh-hk": "港股交易成本詳解：印花稅、徵費及交易所收費",
    },
    summary: {
      en: "Hong Kong stamp duty has been 0.1% per side since 17 November 2023. A line-by-line look at the charges on a Hong Kong share trade, with a worked example.",
      cn: "自 2023 年 11 月 17 日起，香港股票印花税为每边 0.1%。本文逐项解读一笔港股交易涉及的收费，并附计算示例。",
      "zh-hk": "自 2023 年 11 月 17 日起，香港股票印花稅為每邊 0.1%。本文逐項拆解一宗港股交易涉及的收費，並附計算例子。",
    },
    content: {
      en: `<p>Besides the broker's commission, a Hong Kong share trade carries several charges set by the government, regulators and the exchange. They are passed through at cost and apply to both buyers and sellers.</p>
<h3>Stamp duty</h3>
<p>Stamp duty on Hong Kong stock transactions was cut from 0.13% to <strong>0.1% of the trade value</strong>, payable by both the buyer and the seller, with effect from 17 November 2023. It is rounded up to the nearest whole Hong Kong dollar. Transfers of exchange-traded fund units are exempt from stamp duty.</p>
<h3>Levies and exchange fees, each side</h3>
<ul>
<li>SFC transaction levy: 0.0027%.</li>
<li>AFRC transaction levy: 0.00015%.</li>
<li>HKEX trading fee: 0.00565%.</li>
<li>CCASS settlement fee: 0.0042%, with no minimum or maximum since 30 June 2025 (previously 0.002% with a minimum of HKD 2 and a maximum of HKD 100).</li>
</ul>
<h3>A worked example</h3>
<p>On a purchase of HKD 100,000 of shares, the pass-through charges come to about HKD 112.70: stamp duty HKD 100, SFC levy HKD 2.70, AFRC levy HKD 0.15, trading fee HKD 5.65 and settlement fee HKD 4.20. A later sale of the same value pays the same again. Commission and any platform fee are added on top, as shown on the Pricing page; the order ticket shows an estimate of all charges before you submit.</p>
<p>Rates can change by government or exchange announcement, and our fee schedule shows each rate with the date it took effect. The official list is on <a href="https://www.hkex.com.hk/">HKEX's website</a>.</p>`,
      cn: `<p>除经纪佣金外，一笔港股交易还涉及多项由政府、监管机构和交易所设定的收费。这些费用按实际成本代收代付，买卖双方均须缴付。</p>
<h3>印花税</h3>
<p>自 2023 年 11 月 17 日起，香港股票交易印花税由 0.13% 下调至<strong>成交金额的 0.1%</strong>，买方和卖方各自缴付，不足 1 港元的部分按 1 港元计。交易所买卖基金（ETF）的单位转让获豁免印花税。</p>
<h3>每边的征费与交易所费用</h3>
<ul>
<li>证监会交易征费：0.0027%。</li>
<li>会财局交易征费：0.00015%。</li>
<li>港交所交易费：0.00565%。</li>
<li>中央结算系统（CCASS）交收费：0.0042%，自 2025 年 6 月 30 日起不设最低及最高收费（此前为 0.002%，最低 2 港元、最高 100 港元）。</li>
</ul>
<h3>计算示例</h3>
<p>买入价值 100,000 港元的股票，代收费用合计约 112.70 港元：印花税 100 港元、证监会征费 2.70 港元、会财局征费 0.15 港元、交易费 5.65 港元、交收费 4.20 港元。日后卖出同等金额时，须再缴付同样的费用。佣金及平台费（如有）另计，详见“收费”页面；提交订单前，下单页面会显示全部费用的估算。</p>
<p>上述费率可能因政府或交易所公告而调整，我们的收费表会注明每项费率的生效日期。官方费率列表请见<a href="https://www.hkex.com.hk/">港交所网站</a>。</p>`,
      "zh-hk": `<p>除經紀佣金外，一宗港股交易還涉及多項由政府、監管機構及交易所訂定的收費。這些費用按實際成本代收代付，買賣雙方均須繳付。</p>
<h3>印花稅</h3>
<p>自 2023 年 11 月 17 日起，香港股票交易印花稅由 0.13% 下調至<strong>成交金額的 0.1%</strong>，買方及賣方各自繳付，不足 1 港元的部分作 1 港元計。交易所買賣基金（ETF）的單位轉讓獲豁免印花稅。</p>
<h3>每邊的徵費及交易所收費</h3>
<ul>
<li>證監會交易徵費：0.0027%。</li>
<li>會財局交易徵費：0.00015%。</li>
<li>聯交所交易費：0.00565%。</li>
<li>中央結算系統（CCASS）交收費：0.0042%，自 2025 年 6 月 30 日起不設最低及最高收費（之前為 0.002%，最低 2 港元、最高 100 港元）。</li>
</ul>
<h3>計算例子</h3>
<p>買入價值 100,000 港元的股票，代收費用合共約 112.70 港元：印花稅 100 港元、證監會徵費 2.70 港元、會財局徵費 0.15 港元、交易費 5.65 港元、交收費 4.20 港元。日後沽出同等金額時，須再繳付相同費用。佣金及平台費（如有）另計，詳見「收費」頁面；提交訂單前，落盤頁面會顯示全部費用的估算。</p>
<p>上述費率可能因政府或交易所公布而調整，我們的收費表會註明每項費率的生效日期。官方收費列表請參閱<a href="https://www.hkex.com.hk/">香港交易所網站</a>。</p>`,
    },
  },
  {
    id: "asia-srs-investing",
    tabId: "asia",
    image: "/images/news/asia-3.svg",
    publishTime: "2026-10-06T09:00:00+08:00",
    title: {
      en: "Investing your SRS money in SGX shares: how it works and the year-end deadline",
      cn: "用 SRS 资金投资新交所股票：运作方式与年底截止日",
      "zh-hk": "以 SRS 資金投資新加坡股票：運作方式及年底截止日期",
    },
    summary: {
      en: "The Supplementary Retirement Scheme gives tax relief on contributions of up to SGD 15,300 a year for citizens and PRs, or SGD 35,700 for foreigners. Cash left idle in an SRS account earns very little.",
      cn: "退休辅助计划（SRS）为公民和永久居民每年最高 15,300 新元、外国人最高 35,700 新元的缴款提供税务减免。闲置在 SRS 账户中的现金收益极低。",
      "zh-hk": "退休輔助計劃（SRS）為公民及永久居民每年最高 15,300 新加坡元、外國人最高 35,700 新加坡元的供款提供稅務寬免。閒置於 SRS 賬戶的現金回報極低。",
    },
    content: {
      en: `<p>The Supplementary Retirement Scheme (SRS) is a voluntary scheme that complements CPF. Contributions to your SRS account, which is held with an SRS operator bank, reduce your taxable income dollar for dollar, up to a yearly cap of <strong>SGD 15,300</strong> for Singapore citizens and permanent residents and <strong>SGD 35,700</strong> for foreigners. Overall personal income tax reliefs are capped at SGD 80,000 per year of assessment.</p>
<h3>The year-end deadline</h3>
<p>To claim relief in the year of assessment 2027, contributions must reach your SRS account by <strong>31 December 2026</strong>. Banks process transfers in the last days of December more slowly, so it is safer to contribute a few business days earlier.</p>
<h3>Putting SRS money to work</h3>
<p>Cash in an SRS account earns a very low rate of interest. SRS money can be invested in SGX-listed shares, REITs and ETFs, among other approved investments. When you link your SRS account to Dolphin Securities and choose SRS as the payment method for an SGX buy order, the purchase is paid from your SRS account, and the shares, their dividends and any sale proceeds stay within the SRS account. Shares bought with SRS money cannot be mixed with shares bought with cash, and overseas shares cannot be bought with SRS funds.</p>
<h3>Withdrawals</h3>
<ul>
<li>From the statutory retirement age that applied when you made your first contribution, only 50% of each withdrawal is taxable, and withdrawals can be spread over up to ten years.</li>
<li>Earlier withdrawals are generally fully taxable and carry a 5% penalty, with limited exceptions.</li>
</ul>
<p>The rules above are summarised from <a href="https://www.iras.gov.sg/">IRAS</a> and MOF guidance; check them, or ask a tax adviser, before you decide how much to contribute.</p>`,
      cn: `<p>退休辅助计划（SRS）是补充公积金（CPF）的自愿储蓄计划。存入 SRS 账户（开设于 SRS 运营银行）的资金可按一比一扣减应税收入，每年上限为：新加坡公民和永久居民 <strong>15,300 新元</strong>，外国人 <strong>35,700 新元</strong>。每个课税年度的个人所得税减免总额上限为 80,000 新元。</p>
<h3>年底截止日</h3>
<p>若要在 2027 课税年度申请减免，缴款须于 <strong>2026 年 12 月 31 日</strong>前存入您的 SRS 账户。银行在 12 月最后几天处理转账较慢，建议提前几个营业日完成。</p>
<h3>让 SRS 资金发挥作用</h3>
<p>SRS 账户中的现金利息极低。SRS 资金可用于投资新交所上市股票、REIT 和 ETF 等获准投资产品。将 SRS 账户关联至海豚证券后，在买入新交所股票时选择 SRS 作为付款方式，款项即从 SRS 账户扣除，所购股票、其股息以及卖出所得都会留在 SRS 账户内。用 SRS 资金买入的股票不能与现金买入的股票混合，也不能用 SRS 资金购买海外股票。</p>
<h3>提取</h3>
<ul>
<li>从首次缴款时适用的法定退休年龄起提取，每笔提款只有 50% 须纳税，并可分摊在最多十年内提取。</li>
<li>提前提取一般须全额纳税，并缴付 5% 的罚款，仅有少数例外情况。</li>
</ul>
<p>以上规则摘自<a href="https://www.iras.gov.sg/">新加坡国内税务局（IRAS）</a>和财政部的指引。在决定缴款金额前，请自行查阅相关规定或咨询税务顾问。</p>`,
      "zh-hk": `<p>退休輔助計劃（SRS）是補充公積金（CPF）的自願儲蓄計劃。存入 SRS 賬戶（開設於 SRS 營運銀行）的資金可按一比一扣減應課稅入息，每年上限為：新加坡公民及永久居民 <strong>15,300 新加坡元</strong>，外國人 <strong>35,700 新加坡元</strong>。每個課稅年度的個人入息稅寬免總額上限為 80,000 新加坡元。</p>
<h3>年底截止日期</h3>
<p>如要在 2027 課稅年度申請寬免，供款須於 <strong>2026 年 12 月 31 日</strong>前存入您的 SRS 賬戶。銀行在 12 月最後數天處理轉賬較慢，建議提早數個營業日完成。</p>
<h3>善用 SRS 資金</h3>
<p>SRS 賬戶內的現金利息極低。SRS 資金可用於投資新加坡交易所上市股票、房託及 ETF 等認可投資產品。把 SRS 賬戶連結至海豚證券後，在買入新加坡股票時選擇以 SRS 付款，款項即從 SRS 賬戶扣除，所購股份、其股息及沽出所得均會留在 SRS 賬戶內。以 SRS 資金買入的股份不能與以現金買入的股份混合，亦不能以 SRS 資金購買海外股票。</p>
<h3>提取</h3>
<ul>
<li>由首次供款時適用的法定退休年齡起提取，每筆提款只有 50% 須課稅，並可分攤於最多十年內提取。</li>
<li>提早提取一般須全數課稅，並繳付 5% 罰款，只有少數例外情況。</li>
</ul>
<p>以上規則摘錄自<a href="https://www.iras.gov.sg/">新加坡國內稅務局（IRAS）</a>及財政部的指引。決定供款金額前，請自行查閱相關規定或諮詢稅務顧問。</p>`,
    },
  },
  {
    id: "asia-cdp-vs-custodian",
    tabId: "asia",
    image: "/images/news/asia-4.svg",
    publishTime: "2026-10-20T09:30:00+08:00",
    title: {
      en: "CDP account or custodian? Two ways to hold Singapore shares",
      cn: "CDP 账户还是托管账户？持有新加坡股票的两种方式",
      "zh-hk": "CDP 賬戶還是託管賬戶？持有新加坡股票的兩種方式",
    },
    summary: {
      en: "SGX shares can sit in a CDP account in your own name or with a broker's custodian as nominee. How the two compare on ownership, dividends, voting, cost and convenience.",
      cn: "新交所股票可以存放在以您本人名义开立的 CDP 账户中，也可以由券商的托管机构以代理人身份持有。本文从所有权、股息、投票、成本和便利性等方面比较两者。",
      "zh-hk":
        "新加坡交易所股票可存放於以您本人名義開立的 CDP 賬戶，亦可由證券商的託管機構以代理人身分持有。本文從擁有權、股息、投票、成本及便利程度比較兩者。",
    },
    content: {
      en: `<p>When you buy Singapore shares, they have to be held somewhere. There are two models: a direct account with The Central Depository (CDP), SGX's depository, or a custody account where your broker's custodian holds the shares as nominee on your behalf. Most online brokers, Dolphin Securities included, use the custodian model because it works the same way across markets.</p>
<h3>CDP direct account</h3>
<ul>
<li>Shares are registered in <strong>your own name</strong>; each person can have one CDP account, which several brokers can link to.</li>
<li>Dividends can be paid straight to your bank account through CDP's direct crediting service, and you receive annual reports and can vote at meetings yourself.</li>
<li>Only SGX-listed securities can be held; US or Hong Kong shares cannot.</li>
</ul>
<h3>Custodian (nominee) account</h3>
<ul>
<li>Shares are held in the name of the broker's custodian, and your ownership is recorded in the broker's books. MAS rules require customer assets to be kept separate from the firm's own assets.</li>
<li>Dividends are credited to your brokerage account, and you vote or respond to corporate actions through the broker, whose deadlines are earlier than the company's.</li>
<li>One account holds shares from several markets, and fees for some services can be lower.</li>
</ul>
<h3>Moving between them</h3>
<p>You can transfer SGX shares from our custodian to your CDP account, or the other way round, through a transfer request in the app. Transfer fees, if any, are listed on the Pricing page. Whichever model you use, shares are not bank deposits and are not covered by SDIC insurance. More about CDP accounts is available on <a href="https://www.sgx.com/">SGX's website</a>.</p>`,
      cn: `<p>买入新加坡股票后，股票需要存放在某处。有两种模式：在新交所旗下的中央托收公司（CDP）开立直接账户，或通过托管账户由券商的托管机构以代理人身份代您持有。大多数网上券商（包括海豚证券）采用托管模式，因为这种方式在各个市场都能统一运作。</p>
<h3>CDP 直接账户</h3>
<ul>
<li>股票登记在<strong>您本人名下</strong>；每人只能开立一个 CDP 账户，但可关联多家券商。</li>
<li>股息可通过 CDP 的直接入账服务存入您的银行账户，您会收到年报，并可亲自在股东大会上投票。</li>
<li>只能持有新交所上市证券，不能持有美股或港股。</li>
</ul>
<h3>托管（代理人）账户</h3>
<ul>
<li>股票以券商托管机构的名义持有，您的所有权记录在券商的账簿上。新加坡金融管理局的规定要求客户资产必须与公司自有资产分开存放。</li>
<li>股息存入您的证券账户；投票或回应公司行动须通过券商办理，其截止时间早于公司规定的期限。</li>
<li>一个账户即可持有多个市场的股票，部分服务的费用也可能更低。</li>
</ul>
<h3>两者之间的转换</h3>
<p>您可以在 App 中提交转仓申请，将新交所股票从我们的托管机构转入您的 CDP 账户，或反向转入。转仓费用（如有）列于“收费”页面。无论采用哪种模式，股票都不是银行存款，不受 SDIC 保障。有关 CDP 账户的更多信息，请浏览<a href="https://www.sgx.com/">新交所网站</a>。</p>`,
      "zh-hk": `<p>買入新加坡股票後，股份需要存放於某處。有兩種模式：在新加坡交易所旗下的中央託收公司（CDP）開立直接賬戶，或透過託管賬戶由證券商的託管機構以代理人身分代您持有。大部分網上證券商（包括海豚證券）採用託管模式，因為這種方式在各個市場都能統一運作。</p>
<h3>CDP 直接賬戶</h3>
<ul>
<li>股份登記在<strong>您本人名下</strong>；每人只可開立一個 CDP 賬戶，但可連結多間證券商。</li>
<li>股息可透過 CDP 的直接存賬服務存入您的銀行戶口，您會收到年報，並可親身在股東大會上投票。</li>
<li>只可持有新加坡交易所上市證券，不能持有美股或港股。</li>
</ul>
<h3>託管（代理人）賬戶</h3>
<ul>
<li>股份以證券商託管機構的名義持有，您的擁有權記錄於證券商的賬冊內。新加坡金融管理局的規定要求客戶資產必須與公司自有資產分開存放。</li>
<li>股息存入您的證券賬戶；投票或回應公司行動須透過證券商辦理，其截止時間早於公司訂明的期限。</li>
<li>一個賬戶即可持有多個市場的股票，部分服務的收費亦可能較低。</li>
</ul>
<h3>兩者之間的轉換</h3>
<p>您可在 App 內提交轉倉申請，把新加坡股票由我們的託管機構轉入您的 CDP 賬戶，或反方向轉入。轉倉費用（如有）列於「收費」頁面。無論採用哪種模式，股票均不是銀行存款，不受 SDIC 保障。有關 CDP 賬戶的詳情，請瀏覽<a href="https://www.sgx.com/">新加坡交易所網站</a>。</p>`,
    },
  },
  {
    id: "asia-hk-trading-sessions",
    tabId: "asia",
    image: "/images/news/asia-5.svg",
    publishTime: "2026-11-03T08:45:00+08:00",
    title: {
      en: "A trading day on HKEX: sessions, board lots and trading in bad weather",
      cn: "港交所的一个交易日：交易时段、每手股数与恶劣天气交易",
      "zh-hk": "港交所的一個交易日：交易時段、每手股數與惡劣天氣交易",
    },
    summary: {
      en: "Hong Kong shares trade from 09:30 to 16:00 with a lunch break, an opening auction and a closing auction. Board lots differ by stock, and the market stays open in severe weather.",
      cn: "港股交易时间为 09:30 至 16:00，设有午休、开市竞价和收市竞价。每手股数因股票而异，恶劣天气下市场照常交易。",
      "zh-hk": "港股交易時間為 09:30 至 16:00，設有午休、開市競價及收市競價。每手股數因股份而異，惡劣天氣下市場照常運作。",
    },
    content: {
      en: `<p>Hong Kong and Singapore share the same time zone, so HKEX's hours need no conversion. A full trading day runs as follows:</p>
<ul>
<li><strong>Pre-opening session</strong>, 09:00 to 09:30: orders are collected and matched in an auction, and the opening price is set.</li>
<li><strong>Morning session</strong>, 09:30 to 12:00, continuous trading.</li>
<li><strong>Lunch break</strong>, 12:00 to 13:00.</li>
<li><strong>Afternoon session</strong>, 13:00 to 16:00, continuous trading.</li>
<li><strong>Closing auction session</strong>, 16:00 to a random time between 16:08 and 16:10, which sets the closing price of eligible securities.</li>
</ul>
<p>On the eves of Christmas, New Year and Lunar New Year, when they fall on a weekday, there is a morning session only.</p>
<h3>Board lots and odd lots</h3>
<p>Unlike SGX, where nearly all shares trade in lots of 100, each Hong Kong stock sets its own board lot, for example 100, 500, 1,000 or 2,000 shares. The lot size is shown on the order ticket. Odd lots, quantities smaller than one board lot, trade in a separate market, often at a discount, so it is worth buying in whole lots.</p>
<h3>Trading in severe weather</h3>
<p>Since 23 September 2024, Hong Kong's securities and derivatives markets remain open when Typhoon Signal No. 8 or above, a Black Rainstorm Warning or "extreme conditions" are in force. Deposits and withdrawals through banks may take longer on those days because bank branches and some payment services may not operate normally.</p>
<h3>Dual counters</h3>
<p>Some Hong Kong stocks have both a Hong Kong dollar counter and a renminbi counter, each with its own stock code. The shares are the same, and prices on the two counters usually stay close. You need a balance in the counter's currency to buy on it.</p>`,
      cn: `<p>香港与新加坡处于同一时区，港交所的交易时间无须换算。一个完整的交易日安排如下：</p>
<ul>
<li><strong>开市前时段</strong>，09:00 至 09:30：收集订单并以竞价方式撮合，确定开盘价。</li>
<li><strong>早市</strong>，09:30 至 12:00，持续交易。</li>
<li><strong>午间休市</strong>，12:00 至 13:00。</li>
<li><strong>午市</strong>，13:00 至 16:00，持续交易。</li>
<li><strong>收市竞价交易时段</strong>，16:00 至 16:08 与 16:10 之间的随机时间，用于确定合资格证券的收盘价。</li>
</ul>
<p>圣诞节、新年和农历新年前夕若为工作日，只设早市。</p>
<h3>每手股数与零股</h3>
<p>新交所几乎所有股票都以每手 100 股交易，而港股则由每只股票自行设定每手股数，例如 100、500、1,000 或 2,000 股。每手股数会显示在下单页面上。不足一手的零股在单独的市场交易，价格往往有折让，因此最好按整手买入。</p>
<h3>恶劣天气下的交易</h3>
<p>自 2024 年 9 月 23 日起，香港在八号或以上台风信号、黑色暴雨警告或“极端情况”生效期间，证券及衍生产品市场照常交易。由于银行分行和部分支付服务可能无法正常运作，当天通过银行入金和出金可能需要更长时间。</p>
<h3>双柜台</h3>
<p>部分港股同时设有港币柜台和人民币柜台，两者股票代码不同，但所代表的股份相同，价格通常十分接近。要在某一柜台买入，您需要持有该柜台币种的余额。</p>`,
      "zh-hk": `<p>香港與新加坡處於同一時區，港交所的交易時間毋須換算。一個完整交易日的安排如下：</p>
<ul>
<li><strong>開市前時段</strong>，09:00 至 09:30：收集訂單並以競價方式配對，訂定開市價。</li>
<li><strong>早市</strong>，09:30 至 12:00，持續交易。</li>
<li><strong>午間休市</strong>，12:00 至 13:00。</li>
<li><strong>午市</strong>，13:00 至 16:00，持續交易。</li>
<li><strong>收市競價交易時段</strong>，16:00 至 16:08 與 16:10 之間的隨機時間，用於訂定合資格證券的收市價。</li>
</ul>
<p>聖誕節、新年及農曆新年前夕如適逢工作日，只設早市。</p>
<h3>每手股數與碎股</h3>
<p>新加坡交易所差不多所有股票都以每手 100 股買賣，而港股則由每隻股票自行訂定每手股數，例如 100、500、1,000 或 2,000 股。每手股數會顯示於落盤頁面。不足一手的碎股（零股）在獨立市場買賣，價格往往有折讓，因此最好以完整手數買入。</p>
<h3>惡劣天氣下的交易</h3>
<p>自 2024 年 9 月 23 日起，香港在八號或以上颱風信號、黑色暴雨警告或「極端情況」生效期間，證券及衍生產品市場照常交易。由於銀行分行及部分支付服務未必正常運作，當日經銀行存款及提款可能需時較長。</p>
<h3>雙櫃台</h3>
<p>部分港股同時設有港幣櫃台及人民幣櫃台，兩者股份代號不同，但代表的股份相同，價格通常十分接近。如要在某一櫃台買入，您需要持有該櫃台貨幣的結餘。</p>`,
    },
  },
  {
    id: "asia-sg-dividends",
    tabId: "asia",
    image: "/images/news/asia-6.svg",
    publishTime: "2026-11-16T09:00:00+08:00",
    title: {
      en: "Singapore dividends: key dates, tax treatment and how the money reaches you",
      cn: "新加坡股息：关键日期、税务处理与到账方式",
      "zh-hk": "新加坡股息：關鍵日期、稅務處理及收款方式",
    },
    summary: {
      en: "Dividends from Singapore companies are tax-free in shareholders' hands under the one-tier system. Ex-date, record date and payment date explained, with scrip dividends and foreign-currency payouts.",
      cn: "在单层企业税制下，新加坡公司派发的股息对股东免税。本文解释除息日、登记日和派息日，并介绍以股代息和外币派息。",
      "zh-hk": "在單層企業稅制下，新加坡公司派發的股息對股東免稅。本文解釋除息日、記錄日及派息日，並介紹以股代息及外幣派息。",
    },
    content: {
      en: `<p>Singapore uses a one-tier corporate tax system: a Singapore-resident company pays tax on its profits, and the dividends it pays are tax-exempt in the hands of shareholders. Distributions from S-REITs are generally tax-exempt for individuals as well. Dividends from foreign companies listed on SGX may have tax withheld in the company's home country.</p>
<h3>The dates that matter</h3>
<ul>
<li><strong>Announcement</strong>: the company declares the amount and the dates, usually with its results.</li>
<li><strong>Ex-dividend date</strong>: buy before this date to receive the dividend. With T+2 settlement, it is normally one market day before the record date.</li>
<li><strong>Record date</strong>: shareholders on the register at 17:00 on this date are entitled.</li>
<li><strong>Payment date</strong>: the day the company pays.</li>
</ul>
<p>On the ex-date the share price usually opens lower by about the dividend amount, so buying just before it is not a shortcut to income.</p>
<h3>How the money reaches you</h3>
<p>If you hold shares through our custodian, the dividend is credited to your Dolphin Securities account once the custodian receives it, usually within a few business days of the payment date. CDP account holders receive it from CDP, ideally straight to a bank account registered for direct crediting. Some SGX companies pay in US dollars or other currencies; the amount is credited in that currency and you can convert it if you wish.</p>
<h3>Scrip dividends</h3>
<p>Some companies and REITs let shareholders take new shares instead of cash. If you hold through a custodian, the election has to reach us before the deadline we announce, which is earlier than the company's; without an election you receive cash.</p>`,
      cn: `<p>新加坡实行单层企业税制：新加坡居民公司就其利润纳税，所派发的股息对股东免税。S-REIT 的分派对个人投资者一般也免税。在新交所上市的外国公司派发股息时，可能会在其所在国被预扣税款。</p>
<h3>关键日期</h3>
<ul>
<li><strong>公告日</strong>：公司宣布派息金额及相关日期，通常与业绩一同发布。</li>
<li><strong>除息日</strong>：须在此日之前买入才能获得股息。在 T+2 交收制度下，除息日通常比登记日早一个交易日。</li>
<li><strong>登记日</strong>：在该日 17:00 名列股东名册的股东有权获得股息。</li>
<li><strong>派息日</strong>：公司实际派发股息的日子。</li>
</ul>
<p>除息日当天，股价通常会低开约等于股息的金额，因此在除息日前夕买入并不是获取收益的捷径。</p>
<h3>股息如何到账</h3>
<p>如果您通过我们的托管机构持股，托管机构收到股息后会存入您的海豚证券账户，通常在派息日后几个营业日内到账。CDP 账户持有人则由 CDP 派发，最好事先登记银行账户以便直接入账。部分新交所上市公司以美元或其他货币派息，股息会以该货币入账，您可按需换汇。</p>
<h3>以股代息</h3>
<p>部分公司和 REIT 允许股东选择以新股代替现金股息。如果您通过托管机构持股，须在我们公布的截止时间前提交选择，该时间早于公司规定的期限；未作选择的，将获派现金。</p>`,
      "zh-hk": `<p>新加坡實行單層企業稅制：新加坡居民公司就其利潤繳稅，所派發的股息對股東免稅。S-REIT 的分派對個人投資者一般亦免稅。在新加坡交易所上市的外國公司派發股息時，可能會在其所在國被預扣稅款。</p>
<h3>關鍵日期</h3>
<ul>
<li><strong>公布日</strong>：公司宣布派息金額及相關日期，通常與業績一同公布。</li>
<li><strong>除息日</strong>：須在此日之前買入才可收取股息。在 T+2 交收制度下，除息日通常比記錄日早一個交易日。</li>
<li><strong>記錄日</strong>：在該日 17:00 名列股東名冊的股東有權收取股息。</li>
<li><strong>派息日</strong>：公司實際派發股息的日子。</li>
</ul>
<p>除息日當天，股價通常會低開約相等於股息的金額，因此在除息日前夕買入並非收息的捷徑。</p>
<h3>股息如何入賬</h3>
<p>如您透過我們的託管機構持股，託管機構收到股息後會存入您的海豚證券賬戶，一般在派息日後數個營業日內入賬。CDP 賬戶持有人則由 CDP 派發，最好預先登記銀行戶口以便直接存賬。部分新加坡上市公司以美元或其他貨幣派息，股息會以該貨幣入賬，您可按需要兌換。</p>
<h3>以股代息</h3>
<p>部分公司及房託容許股東選擇以新股代替現金股息。如您透過託管機構持股，須於我們公布的截止時間前提交選擇，該時間早於公司訂明的期限；未有作出選擇者，將獲派現金。</p>`,
    },
  },
];
