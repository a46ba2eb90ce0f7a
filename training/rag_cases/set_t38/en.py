"""English cases of set t38: Draftwell subscription tiers and billing, the Nimbus Plus cloud
storage plan and the Hartley team account, the Reelhouse Family streaming plan and the Okafor
household, Lumen Bank's card fees and disputes, Hostara's support hours, and the Homelink 4.2
release notes."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

SUB_TIERS = (
    "Draftwell offers three tiers: Solo, Team and Enterprise. "
    "Solo costs $9 per month and includes one seat; Team costs $24 per seat per month and requires at least three seats. "
    "Enterprise pricing is quoted individually by the sales team. "
    "Every tier except Enterprise comes with a 14-day free trial."
)
SUB_BILLING = (
    "Annual billing on Draftwell saves 20% compared with paying monthly. "
    "Account owners can switch from monthly to annual billing at any time, but a switch from annual back to monthly only takes effect at the next renewal. "
    "Refunds are issued only within the first 30 days of an annual plan."
)
STORAGE_PLAN = (
    "The Nimbus Plus plan gives you 2 TB of cloud storage for €4.99 a month. "
    "Files moved to the bin are kept for 60 days before they are deleted permanently. "
    "Shared folders count only against the storage of the person who created them, not against the members who were invited."
)
STORAGE_TEAM = (
    "In the Hartley team account on Nimbus, Priya Nair is the administrator and Ivo Brandt is the billing contact. "
    "Priya approves new members, and Ivo receives the monthly invoices by email. "
    "Upload links created by members expire after 7 days unless Priya extends them."
)
FAMILY_PLAN = (
    "The Reelhouse Family plan costs $22.99 a month and allows up to six profiles. "
    "Up to four screens can stream at the same time. "
    "The plan organiser must invite members, and all members must live at the same address as the organiser. "
    "Kids profiles cannot buy rentals."
)
FAMILY_HOUSEHOLD = (
    "In the Okafor household, Grace Okafor is the plan organiser and her brother Daniel is a member. "
    "Grace pays the monthly fee, and Daniel can remove only his own profile. "
    "Since 1 March 2025, downloads have been limited to 25 titles per device."
)
BANK_FEES = (
    "Lumen Bank's Standard card has no monthly fee. "
    "Foreign-currency purchases with it cost 1.5% of the amount, and each cash withdrawal abroad costs €2. "
    "The Premium card costs €8 a month and waives both of these fees. "
    "One replacement card per year is free; any further replacement costs €5."
)
BANK_DISPUTE = (
    "To dispute a card payment, the customer must report it within 13 months of the transaction. "
    "Lumen's disputes team then reviews the claim and may credit the amount provisionally within 10 business days. "
    "The merchant has 30 days to respond to the dispute."
)
HOST_SUPPORT = (
    "Hostara's live chat is staffed from 08:00 to 22:00 CET, Monday to Saturday. "
    "On Sundays only email support is available, and replies arrive within 24 hours. "
    "Customers on the Business plan also get phone support around the clock."
)
SMART_RELEASE = (
    "Version 4.2 of the Homelink app, released on 12 May 2025, adds support for Zigbee door sensors. "
    "Automations can now run on a schedule, with up to 20 triggers each. "
    "The beta geofencing feature has been removed. "
    "Night mode was redesigned by the Aster design team based on feedback from the Homelink user council."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-t38-001", "para.combine", "How much is Solo, and can I try it first?", "Solo is $9 a month, and like Team it can be tried free for 14 days.", SUB_TIERS, True),
    w.faith("en-t38-002", "para.except", "Which tiers come with the free trial?", "Solo and Team both get the 14-day free trial; Enterprise is the only tier without one.", SUB_TIERS, True),
    w.faith("en-t38-003", "fmt.period", "How long can I try Team for free?", "Team comes with a two-week free trial.", SUB_TIERS, True),
    w.faith("en-t38-004", "value.number", "How many seats does Team need?", "Team is billed per seat at $24 a month, and you have to buy at least five seats.", SUB_TIERS, False),
    w.faith("en-t38-005", "fmt.share", "How much do I save with annual billing?", "Paying yearly knocks a fifth off what you would pay on a monthly basis.", SUB_BILLING, True),
    w.faith("en-t38-006", "para.pronoun", "If I go from annual back to monthly, when does that apply?", "That change doesn't kick in right away; it only takes effect at your next renewal.", SUB_BILLING, True),
    w.faith("en-t38-007", "negation", "Can I get a refund on an annual plan?", "Annual plans can't be refunded, not even during the first 30 days.", SUB_BILLING, False),
    w.faith("en-t38-008", "added.fact", "Why should I switch to annual billing?", "Going annual trims 20% off the monthly price, and it also gets you priority support.", SUB_BILLING, False),
    w.faith("en-t38-009", "fmt.currency", "What does Nimbus Plus cost?", "Nimbus Plus costs 4.99 euros per month for 2 TB of storage.", STORAGE_PLAN, True),
    w.faith("en-t38-010", "role.swap", "Whose storage does a shared folder use?", "A shared folder eats into the quota of the invited members rather than that of the person who set it up.", STORAGE_PLAN, False),
    w.faith("en-t38-011", "para.relative", "Does a shared folder use up my invitees' space?", "No. Only the person who created the folder has it counted against their storage, and the members they invited lose no space.", STORAGE_PLAN, True),
    w.faith("en-t38-012", "value.number", "How long do deleted files stay in the bin?", "Anything you throw in the bin stays recoverable for three months before it's wiped for good.", STORAGE_PLAN, False),
    w.faith("en-t38-013", "para.pronoun", "Who gets the invoices for the Hartley account?", "Ivo Brandt is the billing contact, and he gets the monthly invoices by email.", STORAGE_TEAM, True),
    w.faith("en-t38-014", "role.swap", "Who approves new members in the Hartley account?", "New members are signed off by Ivo Brandt, the account's billing contact.", STORAGE_TEAM, False),
    w.faith("en-t38-015", "fmt.period", "How long do upload links last?", "Upload links that members create run out after a week unless Priya prolongs them.", STORAGE_TEAM, True),
    w.faith("en-t38-016", "role.swap", "Can an upload link be extended?", "Links that Priya creates for uploads lapse after 7 days unless one of the members extends them.", STORAGE_TEAM, False),
    w.faith("en-t38-017", "para.combine", "Who does what in the Hartley account?", "Priya Nair, the administrator, signs off on new members, while Ivo Brandt, the billing contact, receives the monthly invoices by email.", STORAGE_TEAM, True),
    w.faith("en-t38-018", "added.fact", "What is Ivo Brandt responsible for?", "Ivo gets the monthly invoices in his inbox and can also change the card the account is paid with.", STORAGE_TEAM, False),
    w.faith("en-t38-019", "para.combine", "How many people can use the Family plan?", "You can set up as many as six profiles, and as many as four screens can be playing at once.", FAMILY_PLAN, True),
    w.faith("en-t38-020", "quantifier", "Which profiles can rent films?", "Every profile on the plan, kids profiles included, is able to buy rentals.", FAMILY_PLAN, False),
    w.faith("en-t38-021", "role.swap", "How do people join the Family plan?", "On the Family plan it's the members who send the invitation to the organiser.", FAMILY_PLAN, False),
    w.faith("en-t38-022", "para.nominal", "Can my kid rent a film from their profile?", "Rental purchases aren't possible from kids profiles.", FAMILY_PLAN, True),
    w.faith("en-t38-023", "para.pronoun", "Who pays for the Okafors' plan?", "Grace is the organiser, and she's the one who pays the monthly fee.", FAMILY_HOUSEHOLD, True),
    w.faith("en-t38-024", "role.swap", "Who pays the monthly fee in the Okafor household?", "The monthly fee is covered by Daniel, Grace's brother.", FAMILY_HOUSEHOLD, False),
    w.faith("en-t38-025", "fmt.date", "Since when are downloads capped?", "Since March 1, 2025, each device can hold at most 25 downloaded titles.", FAMILY_HOUSEHOLD, True),
    w.faith("en-t38-026", "para.combine", "What do I get with the Premium card?", "For €8 a month, Premium drops both the 1.5% foreign-currency charge and the €2 fee on each cash withdrawal abroad.", BANK_FEES, True),
    w.faith("en-t38-027", "para.synonym", "Do I pay anything monthly for the Standard card?", "No, holding the Standard card is free of any monthly charge.", BANK_FEES, True),
    w.faith("en-t38-028", "fmt.currency", "What does a second replacement card cost?", "Any replacement beyond the one free card each year costs five euros.", BANK_FEES, True),
    w.faith("en-t38-029", "antonym", "Are there fees on purchases with the Standard card?", "Domestic purchases with the Standard card cost 1.5% of the amount.", BANK_FEES, False),
    w.faith("en-t38-030", "added.fact", "Is the Premium card worth it?", "Premium runs €8 monthly, waives those two charges and throws in travel insurance as well.", BANK_FEES, False),
    w.faith("en-t38-031", "role.swap", "What are the deadlines in a card dispute?", "The merchant has to report a disputed payment within 13 months, and the customer then gets 30 days to respond.", BANK_DISPUTE, False),
    w.faith("en-t38-032", "para.passive", "What happens after I report a disputed payment?", "Your claim is reviewed by Lumen's disputes team, and the amount may be credited provisionally within 10 business days.", BANK_DISPUTE, True),
    w.faith("en-t38-033", "modality", "Will I get my money back while the dispute runs?", "Lumen's disputes team is required to credit the amount provisionally within 10 business days.", BANK_DISPUTE, False),
    w.faith("en-t38-034", "para.pronoun", "How long does the merchant have?", "As for the merchant, it has 30 days to answer the dispute.", BANK_DISPUTE, True),
    w.faith("en-t38-035", "added.fact", "How do I dispute a payment?", "You've got up to 13 months after the transaction to flag it, but the report has to be made in writing.", BANK_DISPUTE, False),
    w.faith("en-t38-036", "fmt.time", "When is Hostara's live chat open?", "Live chat runs from 8 a.m. to 10 p.m. CET, Monday through Saturday.", HOST_SUPPORT, True),
    w.faith("en-t38-037", "para.except", "Can I use live chat on a Sunday?", "No. Live chat is staffed every day except Sunday, when you can only reach support by email.", HOST_SUPPORT, True),
    w.faith("en-t38-038", "value.time", "Until when can I chat with Hostara?", "Chat agents are online from 8 in the morning until 11 at night CET, Monday to Saturday.", HOST_SUPPORT, False),
    w.faith("en-t38-039", "added.fact", "What extra support do Business customers get?", "Business plan customers can phone support at any hour and are also assigned a dedicated account manager.", HOST_SUPPORT, False),
    w.faith("en-t38-040", "para.combine", "What's new in Homelink 4.2?", "The 4.2 update, out since 12 May 2025, works with Zigbee door sensors and drops the geofencing beta.", SMART_RELEASE, True),
    w.faith("en-t38-041", "role.swap", "Who redesigned night mode?", "The user council reworked night mode, drawing on comments from the Aster design team.", SMART_RELEASE, False),
    w.faith("en-t38-042", "para.synonym", "How many triggers can an automation have now?", "Each automation may now include a maximum of 20 triggers.", SMART_RELEASE, True),
    w.faith("en-t38-043", "added.fact", "What does version 4.2 bring?", "Version 4.2 adds Zigbee door sensor support and also fixes the battery drain on Android phones.", SMART_RELEASE, False),
    w.faith("en-t38-044", "wrap.opener", "When did Homelink 4.2 come out?", "Great question! Version 4.2 of the app was released on 12 May 2025.", SMART_RELEASE, True),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t38-045", "correct.wordy", "How much does Lumen's Premium card cost per month?", "The Premium card from Lumen Bank costs eight euros every month, and for that price it waives the fees on foreign-currency purchases and cash withdrawals abroad.", "€8 a month.", True),
    w.correct("en-t38-046", "correct.format", "When was Homelink 4.2 released?", "It was released on 2025-05-12.", "12 May 2025", True),
    w.correct("en-t38-047", "correct.wordy", "How many profiles does the Reelhouse Family plan allow?", "Up to 6 profiles can be set up on the Reelhouse Family plan, so everyone in the household can have their own.", "Six.", True),
    w.correct("en-t38-048", "correct.format", "What time does Hostara's live chat close?", "At 10 p.m. Central European Time.", "22:00 CET", True),
    w.correct("en-t38-049", "wrong.value", "How long are files kept in the Nimbus bin?", "Files stay in the bin for 30 days before they are permanently deleted.", "60 days", False),
    w.correct("en-t38-050", "wrong.role", "Who approves new members in the Hartley account?", "Ivo Brandt, the billing contact, approves new members.", "Priya Nair, the administrator.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
