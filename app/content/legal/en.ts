/**
 * The legal documents in English: the summaries published on the website (the binding versions
 * are given at account opening). Grounded in product.md §Regulation; compliance must confirm the
 * wording before launch (README "Placeholders"). Server-only: see types.ts.
 */
import type { LegalTexts } from "./types";

export const en: LegalTexts = {
  "client-agreement": {
    intro: [
      'This Client Agreement sets out the main terms on which {{brand}} Pte. Ltd. ("we", "us") opens and operates your securities account and provides our online trading services. Please read it together with the Risk Disclosure Statement and the Privacy Policy, which form part of the terms you accept when you sign up.',
    ],
    sections: [
      {
        id: "about-us",
        heading: "1. Who we are",
        body: [
          "{{brand}} Pte. Ltd. is incorporated in Singapore and holds a Capital Markets Services licence issued by the Monetary Authority of Singapore (MAS) for dealing in capital markets products. You can check our licence in MAS's Financial Institutions Directory.",
          "Our services are execution-only: we carry out the orders you give us. We do not give investment, tax or legal advice, and nothing on our website or apps is a recommendation to buy or sell any product.",
        ],
      },
      {
        id: "account",
        heading: "2. Opening and keeping your account",
        body: [
          "You must be at least 18 years old and legally able to enter into this agreement. You may hold one personal account with us.",
          "We must verify your identity before your account can trade. Singapore citizens and permanent residents can use Singpass with Myinfo to fill in their identity details; other applicants upload identity and address documents. We may also ask about your employment, source of funds, tax residency and investment experience.",
          "You agree that the information you give us is true and complete, and to tell us promptly when it changes. We may decline an application, or restrict an account, where we cannot complete our checks or where the law requires us to.",
        ],
      },
      {
        id: "products",
        heading: "3. Products you can trade",
        body: [
          "Depending on your account and our approval, you can trade stocks and exchange-traded funds listed in the United States, Hong Kong, Singapore, Japan and the United Kingdom, as well as US options, futures, CFDs, fractional shares and structured products.",
          "Some of these are Specified Investment Products (SIPs) under MAS Notice SFA 04-N12. Before your account can trade listed SIPs (such as futures, exchange-traded options, structured warrants and daily leveraged certificates) we must carry out a Customer Account Review; before it can trade unlisted SIPs (such as CFDs, leveraged foreign exchange and structured notes) we must carry out a Customer Knowledge Assessment. If you do not meet the criteria, we may decline to open those products for you.",
        ],
      },
      {
        id: "orders",
        heading: "4. Your orders",
        body: [
          "You are responsible for every order placed with your login details. Please check each order before you confirm it: once sent, an order may be executed immediately and may not be cancellable.",
          "We send your orders to exchanges or to other brokers for execution. An order may be filled in part, at a price different from the one shown when you placed it, or not at all, for example when the market moves quickly, is halted or is closed. Prices shown on our platforms may be delayed.",
          "We may refuse, cancel or limit an order where we reasonably believe it breaches the law or exchange rules, exceeds your available funds, margin or limits, or results from an error.",
        ],
      },
      {
        id: "custody",
        heading: "5. How your assets and money are held",
        body: [
          "Shares and other securities you buy through us are usually held by our custodian as nominee on your behalf, not in your own name. This is different from a CDP direct account, which holds SGX-listed shares in the investor's own name.",
          "Securities traded on foreign markets are held through custodians and sub-custodians in those markets and are subject to their laws and practices, which may give you less protection than Singapore law.",
          "Money we hold for you is kept in trust accounts with banks, separately from our own money, as Singapore law requires.",
          "Your investments and the cash held in your securities account are not insured deposits. The Singapore Deposit Insurance Corporation (SDIC) scheme does not cover shares, funds or other investment products.",
        ],
      },
      {
        id: "fees",
        heading: "6. Fees, charges and taxes",
        body: [
          "Our commission and platform fees are set out on our Pricing page, and you will see an estimate before you confirm an order. Exchanges, clearing houses, regulators and governments charge their own fees, levies and duties, which we pass on to you at cost.",
          "Singapore goods and services tax (GST) applies to our commission and to some exchange fees. Dividends may be taxed where they are paid: for example, US dividends paid to Singapore residents are generally subject to 30% US withholding tax, and you must complete a W-8BEN form before trading US securities.",
          "We will give you reasonable notice before we increase our own fees.",
        ],
      },
      {
        id: "margin",
        heading: "7. Margin, leverage and liquidation",
        body: [
          "If you trade on margin or trade leveraged products (futures, CFDs, leveraged foreign exchange), you must keep enough money in your account to meet the margin we require at all times. Margin requirements may change at short notice.",
          "If your account falls below the required margin, we will try to contact you with a margin call. You must meet it within the time we give you, which can be short. If you do not, or if markets move too fast for us to wait, we may close some or all of your positions without further notice, at the price then available.",
          "You remain liable for any deficit left in your account after your positions are closed.",
        ],
      },
      {
        id: "security",
        heading: "8. Keeping your account secure",
        body: [
          "Keep your password and verification codes secret, and do not let anyone else use your account. We recommend turning on two-step verification.",
          "Tell us immediately if you think someone else has used, or may use, your account. Until you tell us, instructions given with your login details are treated as your own.",
        ],
      },
      {
        id: "statements",
        heading: "9. Confirmations and statements",
        body: [
          "We send you a contract note for each executed trade and a periodic statement of your account, electronically. Please check them and tell us promptly about anything that looks wrong.",
        ],
      },
      {
        id: "liability",
        heading: "10. Our responsibility to you",
        body: [
          "We will provide our services with reasonable care and skill. We are not responsible for losses caused by market movements, by events outside our reasonable control (such as the failure of an exchange, a communications network or a third-party system), or by your own acts. Nothing in this agreement limits any liability that cannot be limited under Singapore law.",
        ],
      },
      {
        id: "closing",
        heading: "11. Changes and closing your account",
        body: [
          "We may change this agreement by giving you notice. If you do not accept a change, you may close your account before it takes effect.",
          "You may close your account at any time once your open positions are closed and any amounts owed are paid. We may suspend or close your account with notice, or without notice where the law requires or where we reasonably suspect fraud or misuse.",
        ],
      },
      {
        id: "complaints",
        heading: "12. Complaints and governing law",
        body: [
          "If you are unhappy with our service, please contact our customer service first; we will acknowledge and investigate your complaint. If it is not resolved to your satisfaction, you may be able to refer it to the Financial Industry Disputes Resolution Centre (FIDReC).",
          "This agreement is governed by the laws of Singapore.",
        ],
      },
    ],
  },
  "risk-disclosure": {
    intro: [
      "Investing involves risk, and some of the products available through {{brand}} carry a high level of risk. This statement describes the main risks. It cannot describe every risk of every product, so please make sure you understand a product, and that it suits your objectives, experience and finances, before you trade it. If in doubt, seek independent professional advice.",
    ],
    sections: [
      {
        id: "general",
        heading: "1. All investments",
        body: [
          "The value of investments, and the income from them, can go down as well as up. You may get back less than you invested, and you may lose all of it. Past performance is not a guide to future returns.",
          "We do not give investment advice. Decisions to buy, sell or hold are yours.",
        ],
      },
      {
        id: "not-insured",
        heading: "2. Investments are not insured deposits",
        body: [
          "The Singapore Deposit Insurance Corporation (SDIC) insures Singapore-dollar deposits up to S$100,000 per depositor per Scheme member. It does not cover shares, funds or other investments, or foreign-currency deposits.",
          "Products that pay interest on your cash balance through a money-market fund are investments in that fund, not bank deposits: their value and their yield can change, and they are not covered by SDIC.",
        ],
      },
      {
        id: "leverage",
        heading: "3. Futures and leveraged foreign exchange",
        body: [
          "These products are leveraged: you put up only a small part of a position's value as margin, so a small market movement has a proportionately larger effect on your account, in your favour or against you.",
          [
            "You may lose all the margin you deposit, and more.",
            "You may be called on at short notice to deposit more margin. Under SGX rules, a futures margin call must be met within two market days, and we may require it sooner.",
            "If you do not meet a margin call in time, your positions may be liquidated at a loss, and you are liable for any resulting deficit.",
            "Orders meant to limit losses, such as stop-loss orders, may not be executed at the price you set when markets move fast or gap.",
          ],
          "Under MAS rules, retail investors need at least 5% margin (leverage of at most 20:1) for leveraged foreign exchange and FX CFDs.",
        ],
      },
      {
        id: "options",
        heading: "4. Options",
        body: [
          "If you buy an option, it may expire worthless, and you will lose the whole premium you paid and your transaction costs.",
          "If you sell (write) an option without holding the underlying asset or an offsetting position, your possible loss is unlimited. US equity options are American-style: a written option can be exercised against you at any time before expiry, and you may have to deliver or buy the underlying shares at the strike price.",
          "One US option contract usually covers 100 shares, so the premium you pay or receive is the quoted price multiplied by 100.",
        ],
      },
      {
        id: "cfds",
        heading: "5. Contracts for difference (CFDs)",
        body: [
          "CFDs are leveraged contracts on the price of an underlying asset such as a share, an index or a currency pair. Your losses can exceed the amount you deposited.",
          "A CFD gives you no ownership of the underlying asset and no voting rights. CFDs are not traded on an exchange: you face the counterparty risk of the firm that issues the contract, and if it fails you may not get back what you are owed.",
          "Holding a CFD position overnight incurs financing charges, which add up over time.",
        ],
      },
      {
        id: "structured",
        heading: "6. Structured products",
        body: [
          "Structured products are unsecured obligations of their issuer. If the issuer defaults, you could lose everything you invested, whatever the performance of the underlying asset.",
          "Their returns can be complex, they may be hard to sell before maturity, and they are not suitable for inexperienced investors.",
        ],
      },
      {
        id: "sip",
        heading: "7. Specified Investment Products",
        body: [
          "Futures, exchange-traded options, CFDs, leveraged foreign exchange, structured notes and some exchange-traded funds are Specified Investment Products under MAS Notice SFA 04-N12. Before you can trade them, we must assess your knowledge or experience through a Customer Account Review (listed products) or a Customer Knowledge Assessment (unlisted products). Passing an assessment does not mean a product is suitable for you.",
        ],
      },
      {
        id: "foreign",
        heading: "8. Foreign markets",
        body: [
          "Markets outside Singapore have their own rules, trading hours, settlement cycles and investor protections, which may differ from, and may protect you less than, those in Singapore. Singapore regulators may be unable to enforce rules on foreign exchanges or intermediaries.",
          "Securities bought on foreign markets are held through foreign custodians and are subject to foreign laws, including in an insolvency. Foreign taxes, such as withholding tax on dividends, may reduce your returns.",
        ],
      },
      {
        id: "currency",
        heading: "9. Currency risk",
        body: [
          "When you invest in a product priced in a currency other than your own, changes in exchange rates can reduce your profit or increase your loss, even when the price of the product itself does not move. Converting between currencies also has a cost.",
        ],
      },
      {
        id: "fractional",
        heading: "10. Fractional shares",
        body: [
          "Fractional shares are available only on a list of US stocks and ETFs. Voting rights attach only to whole shares, and fractions usually cannot be transferred to another broker: to leave, you would have to sell them.",
        ],
      },
      {
        id: "platform",
        heading: "11. Online trading",
        body: [
          "Electronic trading depends on computer systems and networks. They can fail, be delayed or be interrupted, so an order may not be executed as you intended, or at all. Keep your device secure and your login details secret.",
        ],
      },
    ],
  },
  "privacy-policy": {
    intro: [
      "This policy explains how {{brand}} Pte. Ltd. collects, uses, discloses and protects your personal data, in line with Singapore's Personal Data Protection Act 2012 (PDPA). It applies to our website, our apps and our services, and to anyone who signs up, applies for an account or contacts us.",
    ],
    sections: [
      {
        id: "data-we-collect",
        heading: "1. The personal data we collect",
        body: [
          [
            "Identity and contact details: name, NRIC or passport number, date of birth, nationality, address, email and mobile number, including details from Myinfo when you choose to use Singpass.",
            "Financial and suitability information: employment, income, source of funds, tax residency and tax numbers, investment knowledge and experience, and your answers to our Customer Account Review and Customer Knowledge Assessment.",
            "Account and transaction data: deposits, withdrawals, orders, trades, holdings and statements.",
            "Technical data: your device, browser, IP address, pages visited and the cookies described below.",
            "Communications with us, including recordings of calls where we tell you a call is recorded.",
          ],
        ],
      },
      {
        id: "purposes",
        heading: "2. Why we use it",
        body: [
          [
            "To verify your identity and open and operate your account.",
            "To carry out customer due diligence and meet our anti-money-laundering and counter-terrorism-financing obligations.",
            "To execute, settle and record your transactions, and to hold your assets in custody.",
            "To assess whether you may trade Specified Investment Products.",
            "To answer your questions and requests, and to send you service messages, contract notes and statements.",
            "To keep your account and our systems secure and to prevent fraud.",
            "To meet our legal and regulatory obligations, including reporting to MAS, to tax authorities and to other authorities entitled to the information.",
            "To understand how our website and apps are used and improve them.",
            "With your consent, to tell you about our products and promotions.",
          ],
        ],
      },
      {
        id: "consent",
        heading: "3. Consent and withdrawing it",
        body: [
          "We collect, use and disclose your personal data with your consent, or where the PDPA or another law allows or requires us to do so without consent.",
          "You may withdraw your consent at any time by contacting our Data Protection Officer. We will tell you what withdrawing it means for you: if the data is needed to run your account or to meet our legal obligations, we may no longer be able to provide the service. You can stop marketing messages at any time without affecting your account, and we respect the Do Not Call Registry for marketing calls and messages to Singapore numbers.",
        ],
      },
      {
        id: "disclosure",
        heading: "4. Who we share it with",
        body: [
          [
            "Custodians, brokers, exchanges and clearing houses that execute, settle or hold your investments.",
            "Service providers working for us, such as identity verification, cloud hosting, payments and customer support, bound by contract to protect your data.",
            "MAS, tax authorities, courts, law enforcement and other authorities, when the law requires or allows it.",
            "Our professional advisers and auditors, and anyone who acquires our business, under duties of confidentiality.",
          ],
          "We do not sell your personal data.",
        ],
      },
      {
        id: "transfers",
        heading: "5. Transfers outside Singapore",
        body: [
          "Trading on foreign markets means that some of your data goes to brokers, custodians and exchanges in those countries, for example in the United States, Hong Kong, Japan and the United Kingdom, and some of our service providers may store data abroad. When we transfer personal data out of Singapore, we take steps, such as contractual obligations, to make sure it receives a standard of protection comparable to that of the PDPA.",
        ],
      },
      {
        id: "access-correction",
        heading: "6. Accessing and correcting your data",
        body: [
          "You may ask us for a copy of the personal data we hold about you and how it has been used or disclosed in the past year, and ask us to correct any error or omission. Send your request to our Data Protection Officer.",
          "We will reply as soon as reasonably possible, and within 30 days; if we need longer, we will tell you when we expect to reply. We may charge a reasonable fee for an access request and will tell you the amount first. In a few cases the PDPA allows or requires us to refuse a request, and we will explain why.",
        ],
      },
      {
        id: "retention",
        heading: "7. How long we keep it",
        body: [
          "We keep personal data only as long as we need it for the purposes above or as the law requires. Singapore rules require us to keep customer due diligence and transaction records for at least five years after our relationship with you ends. After that, we delete the data or make it anonymous.",
        ],
      },
      {
        id: "protection",
        heading: "8. How we protect it",
        body: [
          "We protect personal data with technical and organisational measures, including encryption in transit, access controls and monitoring. Your connection to our website is encrypted, and passwords are encrypted again before they are passed to our account systems. No system is completely secure, so please keep your login details safe and tell us at once if you suspect misuse.",
        ],
      },
      {
        id: "cookies",
        heading: "9. Cookies and analytics",
        body: [
          [
            "Essential cookies keep you signed in (two cookies that our own scripts cannot read) and remember your language for 365 days. Without them you cannot sign in, but you can still read the website.",
            "Analytics: when JavaScript is on, our pages record page views and time spent on some pages. The data goes to our own analytics service through our website, not directly to third parties, and is used to improve the website.",
            "On the sign-in and sign-up pages only, we load Google Tag Manager, a third-party service that helps us measure how visitors reach those pages and may set its own cookies.",
          ],
          "You can block or delete cookies in your browser's settings.",
        ],
      },
      {
        id: "dpo",
        heading: "10. Contacting our Data Protection Officer",
        body: [
          "For any question, request or complaint about your personal data, write to our Data Protection Officer at {{dpoEmail}}. If you are not satisfied with our answer, you may contact the Personal Data Protection Commission (PDPC) of Singapore.",
        ],
      },
      {
        id: "changes",
        heading: "11. Changes to this policy",
        body: ["We may update this policy from time to time. The date at the top shows when it last changed; we will tell you of significant changes."],
      },
    ],
  },
  "open-api-terms": {
    intro: [
      "These Open API Terms of Use apply when {{brand}} Pte. Ltd. approves your application to access your account through our application programming interface (API). They add to the Client Agreement, which continues to apply to every order placed through the API, and to the Privacy Policy.",
    ],
    sections: [
      {
        id: "eligibility",
        heading: "1. Eligibility and approval",
        body: [
          "You need an opened account in good standing. We review every application and may approve it with limits, or decline it. For an institution, the application must be made by a person authorised to act for it.",
        ],
      },
      {
        id: "credentials",
        heading: "2. API keys",
        body: [
          "API keys give access to your account, including placing orders. Anyone who holds your keys can act as you, and every instruction sent with your keys is treated as your own.",
          [
            "Keep your keys secret, store them securely, and never put them in code that others can read.",
            "Give access only to systems you control, and limit each key to the permissions it needs.",
            "If you think a key has been exposed, revoke it at once in the app and tell us.",
          ],
        ],
      },
      {
        id: "use",
        heading: "3. How you may use the API",
        body: [
          [
            "For your own account only, unless we agree otherwise in writing.",
            "Within the rate limits and order limits we set; we may throttle or block traffic that exceeds them.",
            "Without interfering with our systems, or probing, copying or reverse engineering them.",
            "In compliance with the law and exchange rules, including the market misconduct provisions of the Securities and Futures Act: no manipulation, spoofing or other abusive trading.",
          ],
        ],
      },
      {
        id: "market-data",
        heading: "4. Market data",
        body: [
          "Market data comes from exchanges and data vendors under licence. It is for your own use: you may not redistribute it or display it to others. Some exchanges require you to sign their agreements or pay their fees for certain data.",
        ],
      },
      {
        id: "automated-trading",
        heading: "5. Risks of automated trading",
        body: [
          "A program that trades automatically can place many orders very quickly. A fault in your code, data or connection can cause large losses before you notice. You are responsible for testing your programs, monitoring them and having your own controls, such as order-size and loss limits. All the risks in the Risk Disclosure Statement apply, and the Specified Investment Product assessments apply to orders sent through the API as they do to any other order.",
        ],
      },
      {
        id: "availability",
        heading: "6. Availability and changes",
        body: [
          "We aim to keep the API available but do not guarantee it will be uninterrupted or error-free; it may be unavailable during maintenance or market disruptions. We may change or retire API versions, and where practicable we will give notice before we remove a feature you use.",
        ],
      },
      {
        id: "suspension",
        heading: "7. Suspension and ending access",
        body: [
          "We may suspend or revoke your API access at once if we suspect a security problem or misuse, if you break these terms, or if the law or a regulator requires it. You may stop using the API and revoke your keys at any time.",
        ],
      },
      {
        id: "records",
        heading: "8. Records",
        body: [
          "We keep records of API requests, including the keys and addresses used, to operate the service, to investigate problems and to meet our regulatory obligations, as described in the Privacy Policy.",
        ],
      },
      {
        id: "liability",
        heading: "9. Responsibility",
        body: [
          "We are not responsible for losses caused by your programs, by third-party software you use, by the misuse of your keys before you tell us they were exposed, or by delays or outages outside our reasonable control. Nothing in these terms limits any liability that cannot be limited under Singapore law.",
        ],
      },
    ],
  },
};
