import type { SeedQuestion } from "../content";

/**
 * Help tab "security": sign-in security and protection of assets.
 * "security-report-phishing" carries hostile markup on purpose: the website must sanitise it.
 */
export const securityQuestions: SeedQuestion[] = [
  {
    id: "security-two-step",
    tabId: "security",
    common: true,
    updateTime: "2026-02-24T10:00:00+08:00",
    title: {
      en: "How do I turn on two-step verification?",
      cn: "如何开启两步验证？",
      "zh-hk": "如何啟用兩步驗證？",
    },
    content: {
      en: `<p>Two-step verification adds a second check after your password, so that someone who learns your password still cannot sign in. We strongly recommend it.</p>
<ul>
<li>Sign in on our website or in the app and open <strong>Account &gt; Two-step verification</strong>.</li>
<li>Choose an authenticator app (recommended) or SMS. For an authenticator app, scan the QR code and enter the six-digit code it shows.</li>
<li>Save the backup codes somewhere safe and offline. Each can be used once if you lose your phone.</li>
</ul>
<p>Once it is on, we ask for a code when you sign in on a new device or browser, withdraw funds, or change your contact details. If you change phones, move your authenticator to the new phone before you reset the old one. If you have lost access to both your phone and your backup codes, contact us; for your protection, we verify your identity before resetting it.</p>`,
      cn: `<p>两步验证会在密码之外再增加一道验证，即使他人得知您的密码也无法登录。我们强烈建议您开启。</p>
<ul>
<li>在网站或 App 登录后，打开<strong>账户 &gt; 两步验证</strong>。</li>
<li>选择身份验证器 App（推荐）或短信。使用身份验证器时，扫描二维码并输入其显示的六位验证码。</li>
<li>将备用验证码离线保存在安全的地方。手机丢失时，每个备用验证码可使用一次。</li>
</ul>
<p>开启后，在新设备或新浏览器上登录、出金或修改联系方式时，我们都会要求您输入验证码。更换手机时，请先把身份验证器迁移到新手机，再重置旧手机。如果您同时无法使用手机和备用验证码，请联系我们；为保障您的安全，我们会先核实您的身份，再为您重置。</p>`,
      "zh-hk": `<p>兩步驗證會在密碼以外多加一重驗證，即使他人得知您的密碼亦無法登入。我們強烈建議您啟用。</p>
<ul>
<li>在網站或 App 登入後，開啟<strong>賬戶 &gt; 兩步驗證</strong>。</li>
<li>選擇驗證器 App（建議）或短訊。使用驗證器時，掃描二維碼並輸入其顯示的六位數驗證碼。</li>
<li>把後備驗證碼離線保存在安全的地方。遺失手機時，每個後備驗證碼可使用一次。</li>
</ul>
<p>啟用後，在新裝置或新瀏覽器登入、提取資金或更改聯絡資料時，我們都會要求您輸入驗證碼。更換手機時，請先把驗證器轉移至新手機，再重設舊手機。如您同時無法使用手機及後備驗證碼，請聯絡我們；為保障您的安全，我們會先核實您的身分，再為您重設。</p>`,
    },
  },
  {
    id: "security-reset-password",
    tabId: "security",
    common: true,
    updateTime: "2026-02-24T10:30:00+08:00",
    title: {
      en: "I forgot my password. How do I reset it?",
      cn: "忘记密码，如何重置？",
      "zh-hk": "忘記密碼，如何重設？",
    },
    content: {
      en: `<p>On the sign-in page, choose <strong>Forgot password</strong> and enter the email address or mobile number you registered with. If it matches an account, we send a verification code; the code expires after a few minutes.</p>
<ul>
<li>Enter the code, then choose a new password of at least 8 characters with letters and numbers. Do not reuse a password from another website.</li>
<li>If two-step verification is on, you will also be asked for its code.</li>
<li>After a reset, you are signed out on other devices, and withdrawals are paused for 24 hours as a precaution.</li>
</ul>
<p>If no code arrives, check your spam folder and that you entered the details you registered with, then wait a minute before trying again. For security reasons, we do not confirm on this page whether an email address or number is registered with us. We will never ask for your password by phone, chat or email.</p>`,
      cn: `<p>在登录页面选择<strong>忘记密码</strong>，输入您注册时使用的电子邮箱或手机号码。如果与某个账户匹配，我们会发送验证码，验证码几分钟后失效。</p>
<ul>
<li>输入验证码后，设置一个至少 8 位、包含字母和数字的新密码。请勿重复使用其他网站的密码。</li>
<li>如果已开启两步验证，还需输入两步验证码。</li>
<li>重置后，您在其他设备上的登录状态将被注销，出金也会作为预防措施暂停 24 小时。</li>
</ul>
<p>如果没有收到验证码，请检查垃圾邮件文件夹，并确认输入的是注册时使用的信息，等待一分钟后再试。出于安全考虑，我们不会在此页面确认某个邮箱或号码是否已注册。我们绝不会通过电话、聊天或电子邮件索取您的密码。</p>`,
      "zh-hk": `<p>在登入頁面選擇<strong>忘記密碼</strong>，輸入您註冊時使用的電郵地址或手機號碼。如與某個賬戶相符，我們會發送驗證碼，驗證碼會在數分鐘後失效。</p>
<ul>
<li>輸入驗證碼後，設定一個最少 8 位、包含英文字母及數字的新密碼。請勿重用其他網站的密碼。</li>
<li>如已啟用兩步驗證，亦須輸入兩步驗證碼。</li>
<li>重設後，您在其他裝置的登入狀態將被登出，提款亦會作為預防措施暫停 24 小時。</li>
</ul>
<p>如沒有收到驗證碼，請檢查垃圾郵件資料夾，並確認輸入的是註冊時使用的資料，等候一分鐘後再試。基於保安理由，我們不會在此頁面確認某個電郵或號碼是否已註冊。我們絕不會透過電話、聊天或電郵索取您的密碼。</p>`,
    },
  },
  {
    id: "security-phishing",
    tabId: "security",
    common: false,
    updateTime: "2026-06-25T10:00:00+08:00",
    title: {
      en: "How can I recognise a scam or phishing message?",
      cn: "如何识别诈骗或钓鱼信息？",
      "zh-hk": "如何識別詐騙或釣魚訊息？",
    },
    content: {
      en: `<p>Scammers impersonate brokers, banks and government agencies to steal login details or persuade people to transfer money. Be suspicious of any message that:</p>
<ul>
<li>creates urgency, for example "your account will be frozen today";</li>
<li>contains a link to sign in, or asks you to install an app or screen-sharing software;</li>
<li>asks for your password, one-time password or two-step verification code;</li>
<li>asks you to transfer money to an account that is not in Dolphin Securities' name, or promises guaranteed returns or "insider" tips.</li>
</ul>
<p>We do not send clickable sign-in links by SMS. Sign in only by typing our web address yourself or through the app downloaded from the official app stores. If a caller claims to be from us, hang up and call the number shown in the app. You can also check a message with <a href="https://www.scamshield.gov.sg/">ScamShield</a>.</p>`,
      cn: `<p>诈骗者会冒充券商、银行和政府机构，以窃取登录信息或诱骗他人转账。遇到以下信息时请提高警惕：</p>
<ul>
<li>制造紧迫感，例如“您的账户今天将被冻结”；</li>
<li>附带登录链接，或要求您安装 App 或屏幕共享软件；</li>
<li>索取您的密码、一次性密码或两步验证码；</li>
<li>要求您转账到并非以海豚证券名义开立的账户，或承诺保证回报、提供“内幕”消息。</li>
</ul>
<p>我们不会通过短信发送可点击的登录链接。请只通过自行输入我们的网址，或使用从官方应用商店下载的 App 登录。如果有人来电自称是我们的员工，请挂断电话，再拨打 App 中显示的号码核实。您也可以通过 <a href="https://www.scamshield.gov.sg/">ScamShield</a> 核查可疑信息。</p>`,
      "zh-hk": `<p>騙徒會冒充證券商、銀行及政府機構，以盜取登入資料或誘使他人轉賬。遇到以下訊息時請提高警覺：</p>
<ul>
<li>製造緊迫感，例如「您的賬戶今日將被凍結」；</li>
<li>附有登入連結，或要求您安裝 App 或螢幕共享軟件；</li>
<li>索取您的密碼、一次性密碼或兩步驗證碼；</li>
<li>要求您轉賬至並非以海豚證券名義開立的賬戶，或承諾保證回報、提供「內幕」消息。</li>
</ul>
<p>我們不會以短訊發送可點擊的登入連結。請只透過自行輸入我們的網址，或使用從官方應用程式商店下載的 App 登入。如有人來電自稱是我們的職員，請掛線，再致電 App 內顯示的號碼核實。您亦可透過 <a href="https://www.scamshield.gov.sg/">ScamShield</a> 查核可疑訊息。</p>`,
    },
  },
  {
    // Hostile markup on purpose (script, img onerror, javascript: link, iframe, inline handlers,
    // style attribute): the website must sanitise it.
    id: "security-report-phishing",
    tabId: "security",
    common: false,
    updateTime: "2026-11-12T11:00:00+08:00",
    title: {
      en: "How do I report a suspicious message, call or website?",
      cn: "如何举报可疑信息、来电或网站？",
      "zh-hk": "如何舉報可疑訊息、來電或網站？",
    },
    content: {
      en: `<p>If you receive a message, call or advert that uses our name and looks suspicious, do not reply, click links or call back numbers in it.</p>
<script>document.cookie="stolen="+document.cookie;window.__xss=1</script>
<ul>
<li>Take a screenshot that shows the sender and the full message.<img src="x" onerror="window.__xss=1"></li>
<li>Send it to us through <strong>Help &gt; Report a scam</strong> in the app, or through live chat. <a href="javascript:window.__xss=1" onclick="window.__xss=1">Do not use links in the message itself</a>.</li>
<li>If you have shared your password or a code, change your password and tell us at once so that we can restrict your account.</li>
</ul>
<iframe src="https://example.com" style="display:none"></iframe>
<p style="color:red;font-size:40px" onmouseover="window.__xss=1">If you have lost money, also make a police report; you can check and report scams through <a href="https://www.scamshield.gov.sg/">ScamShield</a>.</p>`,
      cn: `<p>如果您收到盗用我们名义、看起来可疑的信息、来电或广告，请不要回复、点击其中的链接或回拨其中的号码。</p>
<script>document.cookie="stolen="+document.cookie;window.__xss=1</script>
<ul>
<li>截取能显示发送者和完整内容的屏幕截图。<img src="x" onerror="window.__xss=1"></li>
<li>通过 App 中的<strong>帮助 &gt; 举报诈骗</strong>或在线客服发送给我们。<a href="javascript:window.__xss=1" onclick="window.__xss=1">请勿使用信息中的任何链接</a>。</li>
<li>如果您已泄露密码或验证码，请立即修改密码并通知我们，以便我们限制账户操作。</li>
</ul>
<iframe src="https://example.com" style="display:none"></iframe>
<p style="color:red;font-size:40px" onmouseover="window.__xss=1">如果您已蒙受损失，请同时向警方报案；您也可以通过 <a href="https://www.scamshield.gov.sg/">ScamShield</a> 核查和举报诈骗。</p>`,
      "zh-hk": `<p>如您收到盜用我們名義、看似可疑的訊息、來電或廣告，請不要回覆、點擊其中的連結或回撥其中的號碼。</p>
<script>document.cookie="stolen="+document.cookie;window.__xss=1</script>
<ul>
<li>截取能顯示發送者及完整內容的螢幕截圖。<img src="x" onerror="window.__xss=1"></li>
<li>透過 App 內的<strong>幫助 &gt; 舉報詐騙</strong>或線上客服傳送給我們。<a href="javascript:window.__xss=1" onclick="window.__xss=1">請勿使用訊息內的任何連結</a>。</li>
<li>如您已洩露密碼或驗證碼，請立即更改密碼並通知我們，以便我們限制賬戶操作。</li>
</ul>
<iframe src="https://example.com" style="display:none"></iframe>
<p style="color:red;font-size:40px" onmouseover="window.__xss=1">如您已蒙受損失，請同時報警；您亦可透過 <a href="https://www.scamshield.gov.sg/">ScamShield</a> 查核及舉報詐騙。</p>`,
    },
  },
  {
    id: "security-sdic",
    tabId: "security",
    common: false,
    updateTime: "2026-01-15T10:00:00+08:00",
    title: {
      en: "Are my investments and cash covered by SDIC deposit insurance?",
      cn: "我的投资和现金受 SDIC 存款保险保障吗？",
      "zh-hk": "我的投資及現金受 SDIC 存款保險保障嗎？",
    },
    content: {
      en: `<p>No. The Singapore Deposit Insurance Corporation (SDIC) scheme insures <strong>Singapore-dollar deposits</strong> with member banks and finance companies, up to SGD 100,000 per depositor per member. It does not cover shares, ETFs, funds or other investments, foreign-currency deposits, or money held with a broker.</p>
<ul>
<li>Shares and other securities you buy through us are not deposits. Their value can go up or down.</li>
<li>Cash in your brokerage account is not an SDIC-insured deposit.</li>
<li>A cash-interest product built on a money-market fund is an investment, not a deposit, even though it aims to preserve capital.</li>
</ul>
<p>Your assets are protected in other ways: as a Capital Markets Services licence holder, we must keep client money in trust accounts and client securities in custody accounts, separate from our own assets. See <a href="https://www.sdic.org.sg/">sdic.org.sg</a> for details of the deposit insurance scheme.</p>`,
      cn: `<p>不受保障。新加坡存款保险公司（SDIC）的计划只为在成员银行和金融公司的<strong>新元存款</strong>提供保障，每名存款人在每家成员机构最高 100,000 新元。它不涵盖股票、ETF、基金或其他投资产品、外币存款，以及存放在券商的资金。</p>
<ul>
<li>您通过我们买入的股票及其他证券不是存款，其价值可升可跌。</li>
<li>证券账户中的现金不属于受 SDIC 保障的存款。</li>
<li>基于货币市场基金的现金增值产品属于投资而非存款，即使其目标是保本。</li>
</ul>
<p>您的资产通过其他方式受到保护：作为资本市场服务牌照持有人，我们必须将客户资金存放于信托账户、客户证券存放于托管账户，并与公司自有资产分开。有关存款保险计划的详情，请浏览 <a href="https://www.sdic.org.sg/">sdic.org.sg</a>。</p>`,
      "zh-hk": `<p>不受保障。新加坡存款保險公司（SDIC）的計劃只為存放於成員銀行及財務公司的<strong>新加坡元存款</strong>提供保障，每名存戶在每間成員機構最高 100,000 新加坡元。它不涵蓋股票、ETF、基金或其他投資產品、外幣存款，以及存放於證券商的資金。</p>
<ul>
<li>您透過我們買入的股票及其他證券並非存款，其價值可升可跌。</li>
<li>證券賬戶內的現金不屬於受 SDIC 保障的存款。</li>
<li>以貨幣市場基金為基礎的現金增值產品屬於投資而非存款，即使其目標是保本。</li>
</ul>
<p>您的資產以其他方式受到保障：作為資本市場服務牌照持有人，我們必須把客戶資金存放於信託賬戶、客戶證券存放於託管賬戶，並與公司自有資產分開。有關存款保險計劃的詳情，請瀏覽 <a href="https://www.sdic.org.sg/">sdic.org.sg</a>。</p>`,
    },
  },
  {
    id: "security-custody",
    tabId: "security",
    common: false,
    updateTime: "2026-07-29T10:00:00+08:00",
    title: {
      en: "How are my shares held? What is the difference from a CDP account?",
      cn: "我的股票如何持有？与 CDP 账户有何不同？",
      "zh-hk": "我的股份如何持有？與 CDP 賬戶有何不同？",
    },
    content: {
      en: `<p>Shares you buy through Dolphin Securities are held by our custodian as <strong>nominee</strong>: they are registered in the custodian's name, and our records show that you are the beneficial owner. This applies to US, Hong Kong and Singapore shares alike, and the assets are kept in custody accounts segregated from the firm's own assets.</p>
<p>A <strong>CDP direct account</strong> is different: it holds SGX-listed shares in your own name at The Central Depository. Each person can have one, and it cannot hold foreign shares.</p>
<ul>
<li>With our custody account, dividends are credited to your Dolphin Securities account, and you vote and respond to corporate actions through us.</li>
<li>With a CDP account, dividends can go straight to your bank, and you vote directly.</li>
<li>You can transfer SGX shares between our custodian and your CDP account by submitting a request in the app; any fee is on the Pricing page.</li>
</ul>
<p>Your statements in the app list every holding and cash balance, and we send monthly statements by email.</p>`,
      cn: `<p>您通过海豚证券买入的股票，由我们的托管机构以<strong>代理人</strong>身份持有：股票登记在托管机构名下，而我们的记录显示您是实益拥有人。美股、港股和新加坡股票均如此，且这些资产存放于与公司自有资产分开的托管账户中。</p>
<p><strong>CDP 直接账户</strong>则有所不同：它在中央托收公司以您本人名义持有新交所上市股票。每人只能开立一个，且不能持有海外股票。</p>
<ul>
<li>使用我们的托管账户时，股息存入您的海豚证券账户，投票和回应公司行动均通过我们办理。</li>
<li>使用 CDP 账户时，股息可直接存入您的银行账户，您也可以直接投票。</li>
<li>您可以在 App 中提交申请，将新交所股票在我们的托管机构与您的 CDP 账户之间转移；相关费用（如有）列于“收费”页面。</li>
</ul>
<p>App 中的结单会列出您的每项持仓和现金余额，我们每月也会通过电子邮件发送结单。</p>`,
      "zh-hk": `<p>您透過海豚證券買入的股份，由我們的託管機構以<strong>代理人</strong>身分持有：股份登記在託管機構名下，而我們的紀錄顯示您是實益擁有人。美股、港股及新加坡股票均是如此，而這些資產存放於與公司自有資產分開的託管賬戶內。</p>
<p><strong>CDP 直接賬戶</strong>則有所不同：它在中央託收公司以您本人名義持有新加坡交易所上市股票。每人只可開立一個，亦不能持有海外股票。</p>
<ul>
<li>使用我們的託管賬戶時，股息存入您的海豚證券賬戶，投票及回應公司行動均經我們辦理。</li>
<li>使用 CDP 賬戶時，股息可直接存入您的銀行戶口，您亦可直接投票。</li>
<li>您可在 App 內提交申請，把新加坡交易所股票在我們的託管機構與您的 CDP 賬戶之間轉移；相關費用（如有）列於「收費」頁面。</li>
</ul>
<p>App 內的結單會列出您的每項持倉及現金結餘，我們每月亦會以電郵發送結單。</p>`,
    },
  },
  {
    id: "security-mas-licence",
    tabId: "security",
    common: false,
    updateTime: "2026-01-15T10:30:00+08:00",
    title: {
      en: "Is Dolphin Securities regulated? How can I check?",
      cn: "海豚证券受监管吗？如何核实？",
      "zh-hk": "海豚證券受監管嗎？如何核實？",
    },
    content: {
      en: `<p>Yes. Dolphin Securities holds a Capital Markets Services licence issued by the Monetary Authority of Singapore (MAS) for dealing in capital markets products. You can confirm this yourself in the <a href="https://eservices.mas.gov.sg/fid">MAS Financial Institutions Directory</a> by searching for our company name.</p>
<p>Before you deal with any company that claims to be us, or any other investment firm, check the directory and MAS's <a href="https://www.mas.gov.sg/investor-alert-list">Investor Alert List</a>, which names unregulated entities that may have been wrongly perceived as licensed. Only use the web address and apps listed in the directory and on this website.</p>
<p>If you have a complaint, contact our customer service first. If we cannot resolve it, you may be able to refer it to the Financial Industry Disputes Resolution Centre (FIDReC).</p>`,
      cn: `<p>是的。海豚证券持有新加坡金融管理局（MAS）颁发的资本市场服务牌照，可从事资本市场产品交易业务。您可以在 <a href="https://eservices.mas.gov.sg/fid">MAS 金融机构名录</a>中搜索我们的公司名称，自行核实。</p>
<p>在与任何自称是我们的公司或其他投资公司往来之前，请先查阅该名录以及 MAS 的<a href="https://www.mas.gov.sg/investor-alert-list">投资者警示名单</a>，该名单列出了可能被误认为持牌的未受监管机构。请只使用名录和本网站所列的网址及 App。</p>
<p>如有投诉，请先联系我们的客服。如果我们未能解决，您或可将投诉转交金融业争议调解中心（FIDReC）处理。</p>`,
      "zh-hk": `<p>是的。海豚證券持有新加坡金融管理局（MAS）發出的資本市場服務牌照，可從事資本市場產品交易業務。您可在 <a href="https://eservices.mas.gov.sg/fid">MAS 金融機構名錄</a>搜尋我們的公司名稱，自行核實。</p>
<p>在與任何自稱是我們的公司或其他投資公司往來之前，請先查閱該名錄及 MAS 的<a href="https://www.mas.gov.sg/investor-alert-list">投資者警示名單</a>，該名單列出可能被誤以為持牌的未受監管機構。請只使用名錄及本網站所列的網址及 App。</p>
<p>如有投訴，請先聯絡我們的客戶服務。如我們未能解決，您或可把投訴轉交金融業爭議調解中心（FIDReC）處理。</p>`,
    },
  },
  {
    id: "security-unknown-login",
    tabId: "security",
    common: false,
    updateTime: "2026-10-14T10:00:00+08:00",
    title: {
      en: "I received a sign-in alert I don't recognise. What should I do?",
      cn: "收到不认识的登录提醒，应该怎么办？",
      "zh-hk": "收到不認識的登入通知，應該怎樣做？",
    },
    content: {
      en: `<p>We send an alert by email and in the app whenever your account is signed in on a new device or browser. If you do not recognise it, act straight away:</p>
<ul>
<li>Change your password from a device you trust, using one you have not used anywhere else.</li>
<li>Open <strong>Account &gt; Devices</strong> and sign out every device you do not recognise.</li>
<li>Turn on two-step verification if it is not already on, or reset it if you think the codes were exposed.</li>
<li>Contact us through live chat or our hotline. We can place a temporary hold on withdrawals and trading while we investigate.</li>
</ul>
<p>Then check your order history and withdrawal records for anything you did not do, and check that your registered bank account, email address and mobile number have not changed. If your email account may also be compromised, secure it first, because password resets are sent there.</p>`,
      cn: `<p>每当您的账户在新设备或新浏览器上登录，我们都会通过电子邮件和 App 发送提醒。如果您不认识这次登录，请立即采取行动：</p>
<ul>
<li>在您信任的设备上修改密码，并使用从未在其他地方用过的密码。</li>
<li>打开<strong>账户 &gt; 设备管理</strong>，退出所有您不认识的设备。</li>
<li>如尚未开启两步验证，请立即开启；如认为验证码可能已泄露，请重置两步验证。</li>
<li>通过在线客服或热线联系我们。调查期间，我们可以暂时冻结出金和交易。</li>
</ul>
<p>之后，请检查订单记录和出金记录中是否有非本人操作，并确认登记的银行账户、电子邮箱和手机号码没有被更改。如果您的邮箱也可能已被盗用，请先保护好邮箱，因为密码重置信息会发送到那里。</p>`,
      "zh-hk": `<p>每當您的賬戶在新裝置或新瀏覽器登入，我們都會以電郵及 App 發出通知。如您不認識這次登入，請立即採取行動：</p>
<ul>
<li>在您信任的裝置上更改密碼，並使用從未在其他地方用過的密碼。</li>
<li>開啟<strong>賬戶 &gt; 裝置管理</strong>，登出所有您不認識的裝置。</li>
<li>如尚未啟用兩步驗證，請立即啟用；如認為驗證碼可能已外洩，請重設兩步驗證。</li>
<li>透過線上客服或熱線聯絡我們。調查期間，我們可暫時凍結提款及交易。</li>
</ul>
<p>之後，請檢查訂單紀錄及提款紀錄有否非本人操作，並確認登記的銀行戶口、電郵地址及手機號碼沒有被更改。如您的電郵賬戶亦可能被盜用，請先保護好電郵，因為密碼重設資料會發送至該處。</p>`,
    },
  },
];
