import type { SeedQuestion } from "../content";

/** Help tab "account": opening and maintaining an account. */
export const accountQuestions: SeedQuestion[] = [
  {
    id: "account-open-singpass",
    tabId: "account",
    common: true,
    updateTime: "2026-03-12T10:00:00+08:00",
    title: {
      en: "How do I open an account with Singpass and Myinfo?",
      cn: "如何使用 Singpass 和 Myinfo 开户？",
      "zh-hk": "如何使用 Singpass 及 Myinfo 開戶？",
    },
    content: {
      en: `<p>If you are a Singapore citizen or permanent resident aged 18 or above, Singpass is the quickest way to open an account. Myinfo fills in your identity details from government records, so you do not need to upload your NRIC or a proof of address.</p>
<ul>
<li>Sign up in the Dolphin Securities app or on our website with your mobile number or email address.</li>
<li>Choose <strong>Open account</strong>, then <strong>Singpass (Myinfo)</strong>. Log in with the Singpass app and agree to share your data with us.</li>
<li>Check the pre-filled details, then add your employment, financial situation and investment experience.</li>
<li>Complete the tax declarations, including the W-8BEN form for US shares, read and accept the agreements, and submit.</li>
</ul>
<p>Most applications made with Myinfo are reviewed within one business day, and we notify you in the app and by email when your account is ready. Details retrieved from Myinfo cannot be edited in the form; if something is out of date, update it with the government agency that holds it and retrieve your data again. Find out more about Singpass at <a href="https://www.singpass.gov.sg/">singpass.gov.sg</a>.</p>`,
      cn: `<p>如果您是年满 18 岁的新加坡公民或永久居民，使用 Singpass 开户最为快捷。Myinfo 会从政府记录中自动填入您的身份信息，您无须上传身份证（NRIC）或地址证明。</p>
<ul>
<li>通过海豚证券 App 或官网，使用手机号码或电子邮箱注册。</li>
<li>选择<strong>开户</strong>，然后选择 <strong>Singpass（Myinfo）</strong>。使用 Singpass App 登录，并同意与我们共享您的资料。</li>
<li>核对自动填入的信息，再补充您的就业情况、财务状况和投资经验。</li>
<li>完成税务申报（包括买卖美股所需的 W-8BEN 表格），阅读并接受相关协议后提交。</li>
</ul>
<p>大多数通过 Myinfo 提交的申请会在一个营业日内完成审核，账户开通后我们会通过 App 和电子邮件通知您。从 Myinfo 获取的资料无法在表格中修改；如有信息过时，请先到相关政府机构更新，再重新获取资料。有关 Singpass 的更多信息，请浏览 <a href="https://www.singpass.gov.sg/">singpass.gov.sg</a>。</p>`,
      "zh-hk": `<p>如您是年滿 18 歲的新加坡公民或永久居民，使用 Singpass 開戶最為快捷。Myinfo 會從政府紀錄自動填入您的身分資料，您毋須上載身分證（NRIC）或住址證明。</p>
<ul>
<li>透過海豚證券 App 或網站，以手機號碼或電郵地址註冊。</li>
<li>選擇<strong>開戶</strong>，然後選擇 <strong>Singpass（Myinfo）</strong>。以 Singpass App 登入，並同意與我們分享您的資料。</li>
<li>核對自動填入的資料，再補充您的就業情況、財務狀況及投資經驗。</li>
<li>完成稅務申報（包括買賣美股所需的 W-8BEN 表格），細閱並接受相關協議後提交。</li>
</ul>
<p>大部分透過 Myinfo 提交的申請會在一個營業日內完成審批，賬戶開通後我們會以 App 通知及電郵告知您。從 Myinfo 取得的資料不能在表格內修改；如有資料過時，請先向相關政府機構更新，再重新取得資料。有關 Singpass 的詳情，請瀏覽 <a href="https://www.singpass.gov.sg/">singpass.gov.sg</a>。</p>`,
    },
  },
  {
    id: "account-open-documents",
    tabId: "account",
    common: false,
    updateTime: "2026-03-12T10:30:00+08:00",
    title: {
      en: "I can't use Myinfo. How do I open an account, and what documents do I need?",
      cn: "我无法使用 Myinfo，该如何开户？需要哪些文件？",
      "zh-hk": "我未能使用 Myinfo，應如何開戶？需要哪些文件？",
    },
    content: {
      en: `<p>Myinfo pre-filling is available to Singapore citizens and permanent residents. Everyone else, including pass holders living in Singapore and eligible residents of other countries, opens an account by uploading documents. Choose <strong>Open account with documents</strong> and have the following ready:</p>
<ul>
<li><strong>Identity document</strong>: a valid passport. Pass holders in Singapore also upload both sides of their Employment Pass, S Pass, Dependant's Pass or other pass card.</li>
<li><strong>Proof of residential address</strong> issued in the last three months and showing your name, such as a bank statement, utility or telco bill, or a letter from a government agency.</li>
<li><strong>A short face verification</strong> in the app, which compares a live selfie with your document photo.</li>
</ul>
<p>Make sure photos are sharp, uncropped and free of glare; blurred images are the most common reason for delay. Document-based applications usually take one to three business days to review, and we may contact you for more information. We cannot accept applications from residents of some countries; the app shows whether your country of residence is supported before you start.</p>`,
      cn: `<p>Myinfo 自动填写功能仅适用于新加坡公民和永久居民。其他申请人（包括在新加坡居住的准证持有人，以及符合条件的其他国家居民）需通过上传文件开户。请选择<strong>上传文件开户</strong>，并准备好以下资料：</p>
<ul>
<li><strong>身份证件</strong>：有效护照。在新加坡的准证持有人还须上传就业准证（EP）、S 准证、家属准证或其他准证卡的正反面。</li>
<li><strong>住址证明</strong>：近三个月内签发并显示您姓名的文件，例如银行对账单、水电费或电信账单，或政府机构的信函。</li>
<li><strong>人脸验证</strong>：在 App 内完成简短验证，系统会将实时自拍与证件照片进行比对。</li>
</ul>
<p>请确保照片清晰、完整且无反光；图片模糊是导致审核延误最常见的原因。通过文件提交的申请一般需要一至三个营业日审核，我们可能会联系您补充资料。我们暂无法接受部分国家或地区居民的申请，开始申请前，App 会显示您的居住国家或地区是否受支持。</p>`,
      "zh-hk": `<p>Myinfo 自動填寫功能只適用於新加坡公民及永久居民。其他申請人（包括在新加坡居住的准證持有人，以及合資格的其他國家居民）需透過上載文件開戶。請選擇<strong>上載文件開戶</strong>，並準備以下資料：</p>
<ul>
<li><strong>身分證明文件</strong>：有效護照。在新加坡的准證持有人亦須上載就業准證（EP）、S 准證、家屬准證或其他准證卡的正反面。</li>
<li><strong>住址證明</strong>：最近三個月內發出並顯示您姓名的文件，例如銀行月結單、水電費或電訊賬單，或政府機構的信件。</li>
<li><strong>面容驗證</strong>：在 App 內完成簡短驗證，系統會把即時自拍與證件相片進行比對。</li>
</ul>
<p>請確保相片清晰、完整及沒有反光；影像模糊是導致審批延誤最常見的原因。以文件提交的申請一般需時一至三個營業日審批，我們或會聯絡您補交資料。我們暫未能接受部分國家或地區居民的申請，開始申請前，App 會顯示您的居住國家或地區是否受支援。</p>`,
    },
  },
  {
    id: "account-w8ben",
    tabId: "account",
    common: true,
    updateTime: "2026-01-20T09:00:00+08:00",
    title: {
      en: "What is the W-8BEN form, and why do I need to sign it?",
      cn: "什么是 W-8BEN 表格？为什么必须签署？",
      "zh-hk": "甚麼是 W-8BEN 表格？為何必須簽署？",
    },
    content: {
      en: `<p>The W-8BEN is a US Internal Revenue Service form in which you certify that you are not a US person for tax purposes. We ask every client who trades US securities to sign it electronically during account opening.</p>
<p>Singapore has no income tax treaty with the US, so the form does not lower the tax on dividends: US dividends paid to Singapore residents are subject to <strong>30% US withholding tax</strong>. The form is still needed because, without it, your account would be treated as undocumented, which can mean backup withholding on sale proceeds and restrictions on US trading.</p>
<ul>
<li>A W-8BEN generally remains valid until the end of the third calendar year after the year you sign it. We remind you in the app before it expires, and you can renew it there in a few minutes.</li>
<li>If your circumstances change, for example you become a US citizen or green-card holder or move to the US, tell us within 30 days so that we can update your tax status.</li>
</ul>
<p>The form and its instructions are available on the <a href="https://www.irs.gov/forms-pubs/about-form-w-8-ben">IRS website</a>. We cannot give tax advice; for your own situation, please consult a tax adviser.</p>`,
      cn: `<p>W-8BEN 是美国国税局（IRS）的表格，用于声明您在税务上并非美国人士。所有买卖美国证券的客户，都需要在开户时以电子方式签署。</p>
<p>新加坡与美国之间没有所得税协定，因此签署该表格并不会降低股息税率：新加坡居民收取的美股股息须缴纳 <strong>30% 的美国预扣税</strong>。但表格仍然必要，因为如果没有它，您的账户会被视为身份资料不全，可能导致卖出所得被备用预扣，以及美股交易受限。</p>
<ul>
<li>W-8BEN 一般有效至签署年份之后第三个日历年的年底。到期前我们会在 App 内提醒您，您可以在 App 中几分钟内完成续签。</li>
<li>如果您的情况发生变化，例如成为美国公民或绿卡持有人、或移居美国，请在 30 天内通知我们，以便更新您的税务身份。</li>
</ul>
<p>表格及填写说明可在 <a href="https://www.irs.gov/forms-pubs/about-form-w-8-ben">IRS 网站</a>查阅。我们无法提供税务建议，如需了解个人情况，请咨询税务顾问。</p>`,
      "zh-hk": `<p>W-8BEN 是美國國稅局（IRS）的表格，用於聲明您在稅務上並非美國人士。所有買賣美國證券的客戶，均須在開戶時以電子方式簽署。</p>
<p>新加坡與美國之間沒有所得稅協定，因此簽署該表格並不會降低股息稅率：新加坡居民收取的美股股息須繳付 <strong>30% 的美國預扣稅</strong>。但表格仍然必要，因為如果沒有它，您的賬戶會被視為身分資料不全，可能導致沽出所得被後備預扣，以及美股交易受限。</p>
<ul>
<li>W-8BEN 一般有效至簽署年份之後第三個曆年的年底。到期前我們會在 App 內提醒您，您可在 App 內數分鐘完成續簽。</li>
<li>如您的情況有變，例如成為美國公民或綠卡持有人、或移居美國，請於 30 日內通知我們，以便更新您的稅務身分。</li>
</ul>
<p>表格及填寫指引可於 <a href="https://www.irs.gov/forms-pubs/about-form-w-8-ben">IRS 網站</a>查閱。我們不能提供稅務建議，如需了解個人情況，請諮詢稅務顧問。</p>`,
    },
  },
  {
    id: "account-cka-car",
    tabId: "account",
    common: false,
    updateTime: "2026-05-06T14:00:00+08:00",
    title: {
      en: "What are the CKA and the CAR, and when do I need them?",
      cn: "什么是 CKA 和 CAR？什么时候需要完成？",
      "zh-hk": "甚麼是 CKA 及 CAR？甚麼時候需要完成？",
    },
    content: {
      en: `<p>Under MAS Notice SFA 04-N12, brokers in Singapore must check that a retail client has relevant knowledge or experience before the client trades <strong>Specified Investment Products (SIPs)</strong>, which are more complex than ordinary shares.</p>
<ul>
<li><strong>Customer Account Review (CAR)</strong> for <strong>listed SIPs</strong>: futures, exchange-traded options (including US options), structured warrants, daily leveraged certificates and some ETFs and ETNs, such as leveraged and inverse ones.</li>
<li><strong>Customer Knowledge Assessment (CKA)</strong> for <strong>unlisted SIPs</strong>: CFDs (FX CFDs and stock CFDs), leveraged foreign exchange and structured notes.</li>
</ul>
<p>You pass if you meet any one of these criteria: a diploma or higher qualification in a relevant field such as finance, economics, accountancy or business, or a relevant professional finance qualification; at least six transactions in the relevant SIPs in the past three years; at least three consecutive years of relevant working experience in the past ten years; or completion of an approved online education module, such as SGX's free courses for listed SIPs.</p>
<p>Start the review in the app under <strong>Account &gt; Trading permissions</strong>. If you do not yet meet a criterion, you can complete the education module and try again. Passing the review means you understand how the products work; it does not make them suitable for everyone, so read the risk disclosures before trading.</p>`,
      cn: `<p>根据新加坡金融管理局第 SFA 04-N12 号通告，新加坡的券商在零售客户交易<strong>特定投资产品（SIP）</strong>之前，必须确认客户具备相关知识或经验，因为这类产品比普通股票更复杂。</p>
<ul>
<li><strong>客户账户审查（CAR）</strong>适用于<strong>上市 SIP</strong>：期货、交易所交易期权（包括美股期权）、结构性权证、每日杠杆凭证，以及部分 ETF 和 ETN（例如杠杆型和反向型产品）。</li>
<li><strong>客户知识评估（CKA）</strong>适用于<strong>非上市 SIP</strong>：差价合约（外汇差价合约和股票差价合约）、杠杆外汇以及结构性票据。</li>
</ul>
<p>符合以下任一条件即可通过：持有金融、经济、会计或商科等相关领域的大专或以上学历，或相关的金融专业资格；过去三年内至少进行过六笔相关 SIP 交易；过去十年内拥有至少连续三年的相关工作经验；或完成获认可的网上教育课程，例如新交所为上市 SIP 提供的免费课程。</p>
<p>请在 App 的<strong>账户 &gt; 交易权限</strong>中开始评估。如果暂时不符合任何条件，可以先完成教育课程再重新评估。通过评估代表您了解产品的运作方式，并不代表产品适合所有人，交易前请阅读相关风险披露。</p>`,
      "zh-hk": `<p>根據新加坡金融管理局第 SFA 04-N12 號通告，新加坡的證券商在零售客戶買賣<strong>特定投資產品（SIP）</strong>之前，必須確認客戶具備相關知識或經驗，因為這類產品比一般股票複雜。</p>
<ul>
<li><strong>客戶賬戶審查（CAR）</strong>適用於<strong>上市 SIP</strong>：期貨、交易所買賣期權（包括美股期權）、結構性認股證、每日槓桿證書，以及部分 ETF 及 ETN（例如槓桿及反向產品）。</li>
<li><strong>客戶知識評估（CKA）</strong>適用於<strong>非上市 SIP</strong>：差價合約（外匯差價合約及股票差價合約）、槓桿外匯及結構性票據。</li>
</ul>
<p>符合以下任何一項條件即可通過：持有金融、經濟、會計或商科等相關範疇的文憑或以上學歷，或相關的金融專業資格；過去三年內最少進行過六宗相關 SIP 交易；過去十年內具備最少連續三年的相關工作經驗；或完成認可的網上教育課程，例如新加坡交易所為上市 SIP 提供的免費課程。</p>
<p>請在 App 的<strong>賬戶 &gt; 交易權限</strong>開始評估。如暫時未符合任何條件，可先完成教育課程再重新評估。通過評估代表您了解產品的運作方式，並不代表產品適合所有人，買賣前請細閱相關風險披露。</p>`,
    },
  },
  {
    id: "account-review-status",
    tabId: "account",
    common: false,
    updateTime: "2026-06-18T11:00:00+08:00",
    title: {
      en: "How long does account approval take, and how can I check my application?",
      cn: "开户审核需要多长时间？如何查看申请进度？",
      "zh-hk": "開戶審批需時多久？如何查看申請進度？",
    },
    content: {
      en: `<p>Applications made with Singpass and Myinfo are usually reviewed within one business day. Applications with uploaded documents usually take one to three business days. Applications submitted on weekends or public holidays are reviewed from the next business day.</p>
<p>You can follow your application in the app under <strong>Open account</strong>, which shows one of these states:</p>
<ul>
<li><strong>Under review</strong>: nothing is needed from you.</li>
<li><strong>More information needed</strong>: we have explained what is missing, for example a clearer document photo or an updated address proof. Update the application from the same screen; it returns to the queue straight away.</li>
<li><strong>Approved</strong>: your account number is shown, and you can deposit funds and start trading.</li>
</ul>
<p>We may not be able to explain every decision in detail, because some checks are required by anti-money-laundering rules. If your application has been under review for more than three business days, contact us through live chat in the app.</p>`,
      cn: `<p>通过 Singpass 和 Myinfo 提交的申请通常在一个营业日内完成审核；上传文件的申请一般需要一至三个营业日。在周末或公共假期提交的申请，将于下一个营业日开始审核。</p>
<p>您可以在 App 的<strong>开户</strong>页面查看申请进度，状态包括：</p>
<ul>
<li><strong>审核中</strong>：您无须进行任何操作。</li>
<li><strong>需补充资料</strong>：我们会说明缺少的内容，例如更清晰的证件照片或更新的住址证明。在同一页面更新申请后，申请会立即重新进入审核队列。</li>
<li><strong>已通过</strong>：页面会显示您的账户号码，您可以入金并开始交易。</li>
</ul>
<p>由于部分审核是反洗钱法规的要求，我们未必能详细解释每项决定。如果您的申请审核超过三个营业日，请通过 App 内的在线客服联系我们。</p>`,
      "zh-hk": `<p>透過 Singpass 及 Myinfo 提交的申請一般在一個營業日內完成審批；上載文件的申請一般需時一至三個營業日。於周末或公眾假期提交的申請，將於下一個營業日開始審批。</p>
<p>您可在 App 的<strong>開戶</strong>頁面查看申請進度，狀態包括：</p>
<ul>
<li><strong>審批中</strong>：您毋須採取任何行動。</li>
<li><strong>需補交資料</strong>：我們會說明欠缺的內容，例如較清晰的證件相片或最新的住址證明。在同一頁面更新申請後，申請會即時重新進入審批程序。</li>
<li><strong>已批核</strong>：頁面會顯示您的賬戶號碼，您可存入資金並開始買賣。</li>
</ul>
<p>由於部分審查是打擊洗錢規例的要求，我們未必能詳細解釋每項決定。如您的申請審批超過三個營業日，請透過 App 內的線上客服聯絡我們。</p>`,
    },
  },
  {
    id: "account-update-details",
    tabId: "account",
    common: false,
    updateTime: "2026-08-04T15:30:00+08:00",
    title: {
      en: "How do I update my address, phone number, email or employment details?",
      cn: "如何更新地址、手机号码、电子邮箱或就业信息？",
      "zh-hk": "如何更新住址、手機號碼、電郵或就業資料？",
    },
    content: {
      en: `<p>Go to <strong>Account &gt; Personal information</strong> in the app. What you need depends on the detail you change:</p>
<ul>
<li><strong>Mobile number or email</strong>: confirm with a code sent to both the old and the new contact, plus two-step verification if it is on. For your protection, withdrawals are paused for 24 hours after a change.</li>
<li><strong>Residential address</strong>: citizens and PRs can retrieve the latest address from Myinfo; others upload a proof of address issued in the last three months.</li>
<li><strong>Employment and financial information</strong>: update it directly. Keeping it current helps us meet our obligations to know our clients.</li>
<li><strong>Tax residency</strong>: if you become tax resident in another country, or become a US person, update your declaration within 30 days.</li>
</ul>
<p>Your legal name and identity number can only be changed with supporting documents, such as a new passport or a deed poll. Send them to us through live chat, and we will update your records after review.</p>`,
      cn: `<p>请在 App 中前往<strong>账户 &gt; 个人信息</strong>。所需步骤视您修改的内容而定：</p>
<ul>
<li><strong>手机号码或电子邮箱</strong>：需通过发送至新旧联系方式的验证码确认；若已开启两步验证，还需完成两步验证。为保障账户安全，修改后 24 小时内将暂停出金。</li>
<li><strong>住址</strong>：公民和永久居民可从 Myinfo 获取最新地址；其他客户需上传近三个月内签发的住址证明。</li>
<li><strong>就业与财务信息</strong>：可直接更新。保持信息最新，有助于我们履行“了解客户”的义务。</li>
<li><strong>税务居民身份</strong>：如果您成为其他国家的税务居民，或成为美国人士，请在 30 天内更新税务声明。</li>
</ul>
<p>法定姓名和身份证件号码须提供证明文件（例如新护照或改名契据）才能修改。请通过在线客服将文件发送给我们，审核后我们会更新您的记录。</p>`,
      "zh-hk": `<p>請在 App 前往<strong>賬戶 &gt; 個人資料</strong>。所需步驟視乎您更改的內容：</p>
<ul>
<li><strong>手機號碼或電郵</strong>：須以發送至新舊聯絡方式的驗證碼確認；如已啟用兩步驗證，亦須完成兩步驗證。為保障賬戶安全，更改後 24 小時內將暫停提款。</li>
<li><strong>住址</strong>：公民及永久居民可從 Myinfo 取得最新住址；其他客戶須上載最近三個月內發出的住址證明。</li>
<li><strong>就業及財務資料</strong>：可直接更新。保持資料最新，有助我們履行「認識你的客戶」的責任。</li>
<li><strong>稅務居民身分</strong>：如您成為其他國家的稅務居民，或成為美國人士，請於 30 日內更新稅務聲明。</li>
</ul>
<p>法定姓名及身分證明文件號碼須提供證明文件（例如新護照或改名契據）才可更改。請透過線上客服把文件傳送給我們，審核後我們會更新您的紀錄。</p>`,
    },
  },
];

/** Help tab "funding": deposits, withdrawals, currency and SRS. */
export const fundingQuestions: SeedQuestion[] = [
  {
    id: "funding-deposit-methods",
    tabId: "funding",
    common: true,
    updateTime: "2026-02-09T10:00:00+08:00",
    title: {
      en: "How can I deposit money, and what are the limits?",
      cn: "如何入金？有哪些限额？",
      "zh-hk": "如何存入資金？有甚麼限額？",
    },
    content: {
      en: `<p>There is no minimum deposit. Open <strong>Deposit</strong> in the app, choose the currency and the method, and follow the instructions shown:</p>
<ul>
<li><strong>FAST transfer</strong> (SGD): usually arrives within minutes, 24/7. FAST allows up to SGD 200,000 per transfer, though your bank may set a lower daily limit in its app.</li>
<li><strong>PayNow</strong> (SGD): pay to our UEN or scan the QR code shown on the Deposit page. Limits are set by your bank.</li>
<li><strong>eGIRO</strong> (SGD): authorise a direct debit once, then request deposits from the app. Each debit takes up to 3 business days to arrive.</li>
<li><strong>Telegraphic transfer</strong> (USD, HKD and other currencies): usually 1 to 3 business days; your bank and intermediary banks may charge fees.</li>
</ul>
<p>No app at hand? <a href="https://m-dev.dolphin-securities.sg/deposit">Deposit on our mobile site</a>, or <a href="https://m-dev.dolphin-securities.sg/deposit/history" target="_blank">see your deposits</a> in a new tab.</p>
<p>Deposits must come from a bank account in <strong>your own name</strong>. Payments from third parties, including family members and companies, are returned to the sender, less any bank charges. Always include the reference shown in the app so that we can match your payment quickly.</p>`,
      cn: `<p>入金没有最低金额要求。在 App 中打开<strong>入金</strong>页面，选择币种和方式，然后按页面提示操作：</p>
<ul>
<li><strong>FAST 转账</strong>（新元）：通常几分钟内到账，全天候可用。FAST 单笔最高 200,000 新元，但您的银行可能在其 App 中设置更低的每日限额。</li>
<li><strong>PayNow</strong>（新元）：转账至我们的 UEN，或扫描入金页面显示的二维码。限额由您的银行设定。</li>
<li><strong>eGIRO</strong>（新元）：只需授权一次直接扣款，之后即可在 App 中发起入金。每笔扣款最多需要 3 个营业日到账。</li>
<li><strong>电汇</strong>（美元、港元及其他货币）：通常需要 1 至 3 个营业日；您的银行和中转银行可能收取费用。</li>
</ul>
<p>手边没有 App？可以<a href="https://m-dev.dolphin-securities.sg/deposit">在手机网页版入金</a>，或在新标签页中<a href="https://m-dev.dolphin-securities.sg/deposit/history" target="_blank">查看入金记录</a>。</p>
<p>资金必须来自<strong>您本人名下</strong>的银行账户。来自第三方（包括家人和公司）的款项将被退回给汇款人，并扣除相关银行费用。转账时请务必填写 App 中显示的参考号，以便我们尽快匹配您的款项。</p>`,
      "zh-hk": `<p>存款沒有最低金額要求。在 App 開啟<strong>存入資金</strong>頁面，選擇貨幣及方式，然後按頁面指示操作：</p>
<ul>
<li><strong>FAST 轉賬</strong>（新加坡元）：一般數分鐘內到賬，全日 24 小時可用。FAST 每筆最高 200,000 新加坡元，但您的銀行或會在其 App 設定較低的每日限額。</li>
<li><strong>PayNow</strong>（新加坡元）：轉賬至我們的 UEN，或掃描存入資金頁面顯示的二維碼。限額由您的銀行設定。</li>
<li><strong>eGIRO</strong>（新加坡元）：只需授權一次直接扣賬，之後即可在 App 內發出存款指示。每筆扣賬最多需時 3 個營業日到賬。</li>
<li><strong>電匯</strong>（美元、港元及其他貨幣）：一般需時 1 至 3 個營業日；您的銀行及中轉銀行或會收取費用。</li>
</ul>
<p>手邊沒有 App？可以<a href="https://m-dev.dolphin-securities.sg/deposit">在手機網頁版存入資金</a>，或在新分頁<a href="https://m-dev.dolphin-securities.sg/deposit/history" target="_blank">查看存款記錄</a>。</p>
<p>資金必須來自<strong>您本人名下</strong>的銀行戶口。來自第三者（包括家人及公司）的款項將退回匯款人，並扣除相關銀行費用。轉賬時請務必填寫 App 顯示的參考編號，以便我們盡快配對您的款項。</p>`,
    },
  },
  {
    id: "funding-paynow",
    tabId: "funding",
    common: false,
    updateTime: "2026-02-09T10:30:00+08:00",
    title: {
      en: "How do I deposit with PayNow?",
      cn: "如何通过 PayNow 入金？",
      "zh-hk": "如何透過 PayNow 存入資金？",
    },
    content: {
      en: `<p>PayNow is the quickest way to fund your account in Singapore dollars from most Singapore banks.</p>
<ul>
<li>In the app, go to <strong>Deposit &gt; SGD &gt; PayNow</strong>. You will see our UEN, a QR code and your personal reference.</li>
<li>In your banking app, choose PayNow and either scan the QR code or enter the UEN.</li>
<li><strong>Check the recipient name</strong> before you confirm: it must be Dolphin Securities' registered company name as shown in our app. If it is anything else, stop and contact us.</li>
<li>Enter the reference exactly as shown, then confirm the payment.</li>
</ul>
<p>Most PayNow deposits appear in your account within minutes. If yours has not arrived after two hours, or you forgot the reference, send us a screenshot of the bank confirmation through live chat and we will match it manually. Payments from an account that is not in your name will be returned.</p>`,
      cn: `<p>对于大多数新加坡银行的用户，PayNow 是以新元为账户入金最快捷的方式。</p>
<ul>
<li>在 App 中前往<strong>入金 &gt; 新元 &gt; PayNow</strong>，页面会显示我们的 UEN、二维码以及您的专属参考号。</li>
<li>在银行 App 中选择 PayNow，扫描二维码或输入 UEN。</li>
<li>确认前请<strong>核对收款人名称</strong>：必须是我们 App 中显示的海豚证券注册公司名称。如果名称不符，请停止操作并联系我们。</li>
<li>按页面显示准确填写参考号，然后确认付款。</li>
</ul>
<p>大多数 PayNow 入金会在几分钟内到账。如果两小时后仍未到账，或您忘记填写参考号，请通过在线客服发送银行转账确认截图，我们会为您人工匹配。来自非本人名下账户的款项将被退回。</p>`,
      "zh-hk": `<p>對大部分新加坡銀行的用戶而言，PayNow 是以新加坡元為賬戶存入資金最快捷的方式。</p>
<ul>
<li>在 App 前往<strong>存入資金 &gt; 新加坡元 &gt; PayNow</strong>，頁面會顯示我們的 UEN、二維碼及您的專屬參考編號。</li>
<li>在銀行 App 選擇 PayNow，掃描二維碼或輸入 UEN。</li>
<li>確認前請<strong>核對收款人名稱</strong>：必須是我們 App 內顯示的海豚證券註冊公司名稱。如名稱不符，請停止操作並聯絡我們。</li>
<li>按頁面顯示準確輸入參考編號，然後確認付款。</li>
</ul>
<p>大部分 PayNow 存款會在數分鐘內到賬。如兩小時後仍未到賬，或您忘記輸入參考編號，請透過線上客服傳送銀行轉賬確認截圖，我們會為您人手配對。來自非本人名下戶口的款項將被退回。</p>`,
    },
  },
  {
    id: "funding-egiro",
    tabId: "funding",
    common: false,
    updateTime: "2026-04-15T09:45:00+08:00",
    title: {
      en: "How does eGIRO work, and why does it take longer?",
      cn: "eGIRO 如何运作？为什么到账较慢？",
      "zh-hk": "eGIRO 如何運作？為何到賬較慢？",
    },
    content: {
      en: `<p>eGIRO is a direct debit: you authorise us once to collect money from your Singapore bank account, and each later deposit is requested from the app instead of your banking app. It suits regular investment plans because the deposit is collected automatically on schedule.</p>
<ul>
<li><strong>Set-up</strong>: go to <strong>Deposit &gt; SGD &gt; eGIRO</strong>, choose your bank and approve the arrangement in your bank's online banking. You also set the maximum amount per debit.</li>
<li><strong>Each deposit</strong>: request an amount up to that maximum. Funds usually arrive within 3 business days, because GIRO is processed in batches rather than in real time.</li>
<li><strong>Failed debits</strong>: if your bank account does not have enough money, the debit fails and your bank may charge a fee.</li>
</ul>
<p>You can cancel the arrangement at any time in the app or with your bank. For money you want to invest today, FAST or PayNow is faster.</p>`,
      cn: `<p>eGIRO 是一种直接扣款方式：您只需授权一次，我们即可从您的新加坡银行账户扣款，之后每次入金都在 App 中发起，而无须打开银行 App。由于资金会按计划自动扣取，eGIRO 尤其适合定期投资计划。</p>
<ul>
<li><strong>设置</strong>：前往<strong>入金 &gt; 新元 &gt; eGIRO</strong>，选择您的银行，并在网上银行中批准该授权。您还需设置每次扣款的最高金额。</li>
<li><strong>每次入金</strong>：申请不超过该上限的金额。由于 GIRO 以批量方式处理而非实时处理，资金通常在 3 个营业日内到账。</li>
<li><strong>扣款失败</strong>：如果银行账户余额不足，扣款将失败，您的银行可能收取费用。</li>
</ul>
<p>您可以随时在 App 中或通过银行取消授权。如果希望当天投资，使用 FAST 或 PayNow 会更快。</p>`,
      "zh-hk": `<p>eGIRO 是一種直接扣賬方式：您只需授權一次，我們即可從您的新加坡銀行戶口扣款，之後每次存款都在 App 內發出指示，毋須開啟銀行 App。由於資金會按計劃自動扣取，eGIRO 特別適合定期投資計劃。</p>
<ul>
<li><strong>設定</strong>：前往<strong>存入資金 &gt; 新加坡元 &gt; eGIRO</strong>，選擇您的銀行，並在網上銀行批准該授權。您亦需設定每次扣賬的最高金額。</li>
<li><strong>每次存款</strong>：申請不超過該上限的金額。由於 GIRO 以批次方式而非即時處理，資金一般在 3 個營業日內到賬。</li>
<li><strong>扣賬失敗</strong>：如銀行戶口結餘不足，扣賬將會失敗，您的銀行或會收取費用。</li>
</ul>
<p>您可隨時在 App 內或透過銀行取消授權。如希望即日投資，使用 FAST 或 PayNow 會較快。</p>`,
    },
  },
  {
    id: "funding-withdrawal-time",
    tabId: "funding",
    common: true,
    updateTime: "2026-07-07T10:00:00+08:00",
    title: {
      en: "How long does a withdrawal take?",
      cn: "出金需要多长时间？",
      "zh-hk": "提款需時多久？",
    },
    content: {
      en: `<p>Request a withdrawal in the app under <strong>Withdraw</strong>. Money can only be sent to a verified bank account in your own name.</p>
<ul>
<li><strong>SGD</strong>: requests made before 11:00 Singapore time on a business day are usually processed the same day and sent by FAST, so they normally reach your bank that day. Later requests are processed on the next business day.</li>
<li><strong>USD, HKD and other currencies</strong>: sent by telegraphic transfer, usually within 1 to 3 business days. Receiving and intermediary banks may deduct charges.</li>
</ul>
<p>The <strong>withdrawable amount</strong> shown in the app can be lower than your cash balance. It excludes proceeds from sales that have not settled yet (US trades settle one business day after the trade date, Hong Kong and Singapore trades two), cash reserved for open orders, and any amount needed to support margin or short positions.</p>
<p>For your protection, withdrawals may be held for extra checks, for example after you change your phone number, email or password. We will tell you in the app if that happens.</p>`,
      cn: `<p>请在 App 的<strong>出金</strong>页面提交申请。资金只能汇入已验证的、您本人名下的银行账户。</p>
<ul>
<li><strong>新元</strong>：在营业日新加坡时间 11:00 前提交的申请，通常会在当天处理并通过 FAST 汇出，一般当天即可到达您的银行账户。之后提交的申请将在下一个营业日处理。</li>
<li><strong>美元、港元及其他货币</strong>：通过电汇汇出，通常需要 1 至 3 个营业日。收款银行和中转银行可能会扣除费用。</li>
</ul>
<p>App 中显示的<strong>可提取金额</strong>可能低于您的现金余额。它不包括尚未交收的卖出所得（美股交易在交易日后一个营业日交收，港股和新加坡股票为两个营业日）、为未成交订单冻结的资金，以及维持保证金或空头仓位所需的金额。</p>
<p>为保障您的资金安全，出金可能需要额外审核，例如在您更改手机号码、电子邮箱或密码之后。如有此情况，我们会在 App 中通知您。</p>`,
      "zh-hk": `<p>請在 App 的<strong>提取資金</strong>頁面提交申請。資金只可匯入已驗證的、您本人名下的銀行戶口。</p>
<ul>
<li><strong>新加坡元</strong>：於營業日新加坡時間 11:00 前提交的申請，一般會在當日處理並以 FAST 匯出，通常即日到達您的銀行戶口。之後提交的申請將於下一個營業日處理。</li>
<li><strong>美元、港元及其他貨幣</strong>：以電匯匯出，一般需時 1 至 3 個營業日。收款銀行及中轉銀行或會扣除費用。</li>
</ul>
<p>App 顯示的<strong>可提取金額</strong>可能低於您的現金結餘。它不包括尚未交收的沽出所得（美股交易於交易日後一個營業日交收，港股及新加坡股票為兩個營業日）、為未成交訂單凍結的資金，以及維持保證金或淡倉所需的金額。</p>
<p>為保障您的資金安全，提款或需額外審核，例如在您更改手機號碼、電郵或密碼之後。如有此情況，我們會在 App 內通知您。</p>`,
    },
  },
  {
    id: "funding-currency-conversion",
    tabId: "funding",
    common: false,
    updateTime: "2026-05-21T16:00:00+08:00",
    title: {
      en: "How does currency conversion work?",
      cn: "换汇如何操作？",
      "zh-hk": "貨幣兌換如何運作？",
    },
    content: {
      en: `<p>Your account holds separate balances in SGD, USD, HKD and the other currencies of the markets you trade. Trades settle in the currency of the market, so buying US shares uses USD and buying Hong Kong shares uses HKD.</p>
<ul>
<li><strong>Convert in advance</strong>: go to <strong>Assets &gt; Currency exchange</strong>, choose the two currencies and the amount. The rate is shown before you confirm and is held for a short time.</li>
<li><strong>Convert when you buy</strong>: if you do not hold enough of the trade currency, the order ticket offers to use another balance. The conversion is made at the rate shown when your order is filled.</li>
<li><strong>Dividends and sale proceeds</strong> stay in their own currency until you convert them, so you can reinvest them without converting twice.</li>
</ul>
<p>Rates follow the interbank market and are available while the FX market is open, from Monday morning to Saturday early morning, Singapore time. Outside those hours, conversions wait until the market reopens. The cost of conversion is shown on the Pricing page and included in the rate displayed.</p>`,
      cn: `<p>您的账户分别持有新元、美元、港元以及您所交易市场的其他货币余额。交易以所在市场的货币交收，因此买入美股使用美元，买入港股使用港元。</p>
<ul>
<li><strong>预先换汇</strong>：前往<strong>资产 &gt; 货币兑换</strong>，选择两种货币并输入金额。确认前会显示汇率，该汇率会短暂保留。</li>
<li><strong>下单时换汇</strong>：如果交易币种余额不足，下单页面会提示使用其他币种余额，并在订单成交时按所显示的汇率兑换。</li>
<li><strong>股息和卖出所得</strong>会保留原币种，直到您自行兑换，因此可以直接再投资，无须两次换汇。</li>
</ul>
<p>汇率参考银行间市场，在外汇市场开放期间（新加坡时间周一早上至周六凌晨）可进行兑换；其他时间提交的兑换会等到市场重新开放后处理。换汇成本列于“收费”页面，并已包含在所显示的汇率中。</p>`,
      "zh-hk": `<p>您的賬戶分別持有新加坡元、美元、港元及您所買賣市場的其他貨幣結餘。交易以所屬市場的貨幣交收，因此買入美股使用美元，買入港股使用港元。</p>
<ul>
<li><strong>預先兌換</strong>：前往<strong>資產 &gt; 貨幣兌換</strong>，選擇兩種貨幣並輸入金額。確認前會顯示匯率，該匯率會短暫保留。</li>
<li><strong>落盤時兌換</strong>：如交易貨幣結餘不足，落盤頁面會提示使用其他貨幣結餘，並於訂單成交時按所顯示的匯率兌換。</li>
<li><strong>股息及沽出所得</strong>會保留原有貨幣，直至您自行兌換，因此可直接再投資，毋須兩次兌換。</li>
</ul>
<p>匯率參考銀行同業市場，在外匯市場開放期間（新加坡時間星期一早上至星期六凌晨）可進行兌換；其他時間提交的兌換會待市場重開後處理。兌換成本列於「收費」頁面，並已包括在所顯示的匯率內。</p>`,
    },
  },
  {
    id: "funding-srs",
    tabId: "funding",
    common: false,
    updateTime: "2026-09-30T10:00:00+08:00",
    title: {
      en: "Can I invest with my SRS account?",
      cn: "我可以用 SRS 账户投资吗？",
      "zh-hk": "我可以用 SRS 賬戶投資嗎？",
    },
    content: {
      en: `<p>Yes. You can use money in your Supplementary Retirement Scheme (SRS) account to buy SGX-listed shares, REITs and ETFs. SRS accounts are held with the three SRS operators, DBS, OCBC and UOB.</p>
<ul>
<li>Link your SRS account under <strong>Account &gt; SRS</strong> by entering your SRS account number and operator. We confirm the link with the bank, which usually takes a few business days.</li>
<li>When you buy an SGX security, choose <strong>SRS</strong> as the payment method. The purchase is paid from your SRS account on settlement.</li>
<li>Shares bought with SRS money are held separately from your cash holdings. Their dividends and sale proceeds go back to your SRS account, not to your Dolphin Securities cash balance.</li>
</ul>
<p>SRS money cannot be used for US or Hong Kong shares, options, futures or CFDs. Contributions are capped at SGD 15,300 a year for Singapore citizens and permanent residents and SGD 35,700 for foreigners, and qualify for tax relief. Contributions and withdrawals are made with your SRS operator bank, not through us.</p>`,
      cn: `<p>可以。您可以使用退休辅助计划（SRS）账户中的资金买入新交所上市的股票、REIT 和 ETF。SRS 账户开设于三家 SRS 运营银行：星展银行（DBS）、华侨银行（OCBC）和大华银行（UOB）。</p>
<ul>
<li>在<strong>账户 &gt; SRS</strong> 中输入您的 SRS 账号和运营银行，即可关联 SRS 账户。我们会与银行确认关联，通常需要几个营业日。</li>
<li>买入新交所证券时，选择 <strong>SRS</strong> 作为付款方式，款项将在交收时从您的 SRS 账户扣除。</li>
<li>使用 SRS 资金买入的股票与现金持仓分开持有，其股息和卖出所得会返回您的 SRS 账户，而不是存入海豚证券的现金余额。</li>
</ul>
<p>SRS 资金不能用于买卖美股、港股、期权、期货或差价合约。新加坡公民和永久居民每年缴款上限为 15,300 新元，外国人为 35,700 新元，缴款可享税务减免。缴款和提款需通过您的 SRS 运营银行办理，而非通过我们。</p>`,
      "zh-hk": `<p>可以。您可以使用退休輔助計劃（SRS）賬戶內的資金買入新加坡交易所上市的股票、房託及 ETF。SRS 賬戶開設於三間 SRS 營運銀行：星展銀行（DBS）、華僑銀行（OCBC）及大華銀行（UOB）。</p>
<ul>
<li>在<strong>賬戶 &gt; SRS</strong> 輸入您的 SRS 賬戶號碼及營運銀行，即可連結 SRS 賬戶。我們會與銀行確認連結，一般需時數個營業日。</li>
<li>買入新加坡交易所證券時，選擇 <strong>SRS</strong> 作為付款方式，款項將於交收時從您的 SRS 賬戶扣除。</li>
<li>以 SRS 資金買入的股份與現金持倉分開持有，其股息及沽出所得會返回您的 SRS 賬戶，而非存入海豚證券的現金結餘。</li>
</ul>
<p>SRS 資金不能用於買賣美股、港股、期權、期貨或差價合約。新加坡公民及永久居民每年供款上限為 15,300 新加坡元，外國人為 35,700 新加坡元，供款可享稅務寬免。供款及提款須透過您的 SRS 營運銀行辦理，而非經我們辦理。</p>`,
    },
  },
];
