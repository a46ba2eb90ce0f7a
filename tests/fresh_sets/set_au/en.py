"""English cases of set AU. Scenarios: a wine tasting and the estate behind it, a community radio
station, a phone repair kiosk in a mall, a model railway club, a passport photo booth, a farm
stay, a yoga retreat and a music school's summer camp."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

WINE = (
    "The Larkspur Hill wine tasting takes place on Saturday 14 June from 2 pm to 6 pm in the estate's old barrel room. "
    "Tickets cost $35 per person and include six wines and a cheese plate. "
    "Guests must be at least 21 years old, and places are limited to 40. "
    "Designated drivers pay $10 and may not taste any wine."
)
ESTATE = (
    "Larkspur Hill Estate was founded in 1987 by Ilona and Peter Varga. "
    "Its 85 hectares of vines produce about 1,200,000 bottles a year, a quarter of which are exported. "
    "The cellar door shop is open daily from 10:00 to 17:00."
)
RADIO = (
    "Radio Tamsin 96.4 FM is run by 28 volunteers from a studio above the Crane Street library. "
    "The station broadcasts from 6 am to midnight every day. "
    "The Saturday folk show is hosted by Odile Marsh and produced by Ken Abara. "
    "New presenters must complete a four-week training course, which is free, but all volunteers pay a yearly membership fee of £15."
)
KIOSK = (
    "The FixPoint kiosk in Eastgate Mall repairs phone screens, batteries and charging ports. "
    "A screen replacement takes about 45 minutes and costs $89, while a battery swap costs $49. "
    "All repairs come with a 90-day warranty, except water damage repairs, which have no warranty. "
    "The kiosk is open Monday to Saturday, 10 am to 8 pm."
)
RAILWAY = (
    "The Brackenford Model Railway Club meets every Tuesday at 7:30 pm in the scout hall on Mill Lane. "
    "Its main layout is 12 metres long and took members six years to build. "
    "Annual membership costs £40, and juniors under 16 pay half price. "
    "Last October's open day drew 3,400 visitors, who were allowed to drive the trains."
)
PHOTO = (
    "The SnapID booth at Harwell Station takes passport photos that meet current size rules. "
    "A set of four prints costs €12, and a digital code for online applications is included free of charge. "
    "The booth takes cards and coins but not banknotes. "
    "Babies under one year old cannot be photographed in the booth."
)
FARM = (
    "Willowbank Farm Stay has three cottages, each sleeping up to five people. "
    "Guests can collect eggs from the hen house at 8 every morning and help feed the calves at 4 pm. "
    "The minimum stay is two nights, and a cottage costs $160 per night. "
    "Dogs are allowed in the Orchard cottage only."
)
YOGA = (
    "The Seven Pines yoga retreat runs from 3 to 9 September at a lakeside lodge near Kelso. "
    "Each day begins with a 90-minute sunrise class at 6:30 am and ends with a guided meditation. "
    "The £720 fee covers a shared room and all vegetarian meals, and a single room costs an extra £150."
)
CAMP = (
    "The Riverside Music School summer camp is for children aged 9 to 14 and lasts two weeks in July. "
    "Each camper chooses one main instrument and plays in the camp orchestra, conducted by Felix Arno. "
    "The fee is $1,250, and a $200 deposit secures a place. "
    "The final concert takes place on 26 July in the town hall, and families get in free."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-au-001", "para.reorder", "What does a tasting ticket include, and what does it cost?", "A cheese plate and six wines are included in each $35 ticket.", WINE, True),
    w.faith("en-au-002", "para.passive", "Who founded Larkspur Hill Estate?", "Ilona and Peter Varga founded the estate in 1987.", ESTATE, True),
    w.faith("en-au-003", "para.synonym", "Can designated drivers try the wines?", "No, designated drivers pay $10 and are not permitted to sample any wine.", WINE, True),
    w.faith("en-au-004", "para.nominal", "What training do new presenters need?", "Completion of a free four-week training course is required of new presenters.", RADIO, True),
    w.faith("en-au-005", "para.capital", "Where is the FixPoint kiosk?", "The FIXPOINT kiosk is located in eastgate mall.", KIOSK, True),
    w.faith("en-au-006", "para.pronoun", "How long is the club's main layout?", "It is 12 metres long, and members needed six years to build it.", RAILWAY, True),
    w.faith("en-au-007", "para.relative", "Who produces the Saturday folk show?", "Ken Abara produces the Saturday folk show, which is hosted by Odile Marsh.", RADIO, True),
    w.faith("en-au-008", "para.part", "How much does a battery swap cost at FixPoint?", "A battery swap costs $49.", KIOSK, True),
    w.faith("en-au-009", "para.combine", "What are the cottages at Willowbank like?", "Willowbank's three cottages each sleep up to five people and cost $160 per night, with a two-night minimum stay.", FARM, True),
    w.faith("en-au-010", "fmt.number", "How many wines are included in a ticket?", "Each ticket includes 6 wines and a cheese plate.", WINE, True),
    w.faith("en-au-011", "fmt.thousands", "How many visitors came to last October's open day?", "The open day drew 3400 visitors.", RAILWAY, True),
    w.faith("en-au-012", "fmt.scale", "How many bottles does the estate produce?", "The estate produces about 1.2 million bottles a year.", ESTATE, True),
    w.faith("en-au-013", "fmt.date", "When is the wine tasting?", "It is on Saturday, June 14, from 2 to 6 pm.", WINE, True),
    w.faith("en-au-014", "fmt.time", "What time does the sunrise class start?", "The sunrise class starts at 06:30 each day.", YOGA, True),
    w.faith("en-au-015", "fmt.unit", "How long is the sunrise class?", "Each sunrise class lasts an hour and a half.", YOGA, True),
    w.faith("en-au-016", "fmt.abbrev", "When is FixPoint open?", "FixPoint is open Mon–Sat, 10 am to 8 pm.", KIOSK, True),
    w.faith("en-au-017", "fmt.currency", "How much is the radio station's membership fee?", "Volunteers pay 15 pounds a year for membership.", RADIO, True),
    w.faith("en-au-018", "fmt.range", "Who can go to the Riverside summer camp?", "The camp is for 9–14-year-olds.", CAMP, True),
    w.faith("en-au-019", "fmt.period", "How long does the summer camp last?", "The camp lasts a fortnight in July.", CAMP, True),
    w.faith("en-au-020", "fmt.share", "How much of the estate's wine is exported?", "25% of the bottles are exported.", ESTATE, True),
    w.faith("en-au-021", "para.except", "Which FixPoint repairs come with a warranty?", "Every repair except water damage repairs has a 90-day warranty.", KIOSK, True),
    w.faith("en-au-022", "wrap.opener", "How much does a screen replacement cost?", "Good question! A screen replacement costs $89 and takes about 45 minutes.", KIOSK, True),
    w.faith("en-au-023", "wrap.closer", "Where does the model railway club meet?", "The club meets in the scout hall on Mill Lane. Hope this helps!", RAILWAY, True),
    w.faith("en-au-024", "wrap.attribution", "When is the camp's final concert?", "According to the school's information, the final concert is on 26 July in the town hall.", CAMP, True),
    w.faith("en-au-025", "wrap.hedge", "How much is a set of passport photos?", "It seems a set of four prints costs €12.", PHOTO, True),
    w.faith("en-au-026", "wrap.question", "Can I pay with a banknote in the SnapID booth?", "Want to pay with a note? The booth won't take banknotes, but it does accept cards and coins.", PHOTO, True),
    w.faith("en-au-027", "para.synonym", "Can babies be photographed at the SnapID booth?", "Infants younger than one year can't have their pictures taken in the booth.", PHOTO, True),
    w.faith("en-au-028", "para.passive", "Who conducts the camp orchestra?", "Felix Arno conducts the camp orchestra.", CAMP, True),
    w.faith("en-au-029", "para.reorder", "When is Radio Tamsin on air?", "Every day, from 6 am until midnight, Radio Tamsin is on air.", RADIO, True),
    w.faith("en-au-030", "fmt.time", "When does the model railway club meet?", "The club meets every Tuesday at 19:30.", RAILWAY, True),
    w.faith("en-au-031", "fmt.date", "When does the yoga retreat run?", "The retreat runs from September 3 to September 9.", YOGA, True),
    w.faith("en-au-032", "fmt.currency", "What does the summer camp cost?", "The camp fee is 1,250 dollars, and a 200-dollar deposit secures a place.", CAMP, True),
    w.faith("en-au-033", "fmt.number", "How many volunteers run Radio Tamsin?", "Twenty-eight volunteers run the station.", RADIO, True),
    w.faith("en-au-034", "fmt.share", "Do juniors get a discount at the railway club?", "Yes, juniors under 16 get 50% off the £40 annual membership.", RAILWAY, True),
    w.faith("en-au-035", "fmt.range", "What are the cellar door shop's hours?", "The shop is open 10:00–17:00 every day.", ESTATE, True),
    w.faith("en-au-036", "fmt.time", "When do guests feed the calves?", "Guests can help feed the calves at 16:00.", FARM, True),
    w.faith("en-au-037", "fmt.abbrev", "How long is the club's layout?", "The main layout is 12 m long.", RAILWAY, True),
    w.faith("en-au-038", "para.nominal", "When can guests collect eggs at Willowbank?", "Egg collection from the hen house is at 8 every morning.", FARM, True),
    w.faith("en-au-039", "para.combine", "What does the yoga retreat fee cover?", "The £720 fee includes a shared room and all vegetarian meals, and a single room is £150 extra.", YOGA, True),
    w.faith("en-au-040", "para.relative", "Who hosts the Saturday folk show?", "The host is Odile Marsh, whose show is produced by Ken Abara.", RADIO, True),
    w.faith("en-au-041", "wrap.opener", "Where is the yoga retreat held?", "Sure! The retreat is held at a lakeside lodge near Kelso.", YOGA, True),
    w.faith("en-au-042", "wrap.closer", "Is a digital code included with the photos?", "Yes, a digital code for online applications is included free of charge. Let me know if you need anything else.", PHOTO, True),
    w.faith("en-au-043", "fmt.period", "How often does the railway club meet?", "The club meets weekly, on Tuesday evenings at 7:30.", RAILWAY, True),
    w.faith("en-au-044", "fmt.unit", "How long does a screen replacement take?", "A screen replacement takes about three quarters of an hour.", KIOSK, True),
    # one clear error each
    w.faith("en-au-045", "value.number", "How many guests can attend the tasting?", "The tasting is limited to 50 guests.", WINE, False),
    w.faith("en-au-046", "value.date", "When is the camp's final concert?", "The final concert is on 28 July in the town hall.", CAMP, False),
    w.faith("en-au-047", "value.time", "When does the railway club meet?", "The club meets every Tuesday at 8:30 pm in the scout hall.", RAILWAY, False),
    w.faith("en-au-048", "value.unit", "How long is the presenter training course?", "New presenters must complete a four-day training course.", RADIO, False),
    w.faith("en-au-049", "value.currency", "How much does a cottage cost per night?", "A cottage costs $190 per night.", FARM, False),
    w.faith("en-au-050", "role.swap", "Who hosts the Saturday folk show?", "The Saturday folk show is hosted by Ken Abara and produced by Odile Marsh.", RADIO, False),
    w.faith("en-au-051", "negation", "Can I pay by coin at the SnapID booth?", "No, the booth does not accept coins.", PHOTO, False),
    w.faith("en-au-052", "antonym", "How long do guests have to stay at Willowbank?", "The maximum stay is two nights.", FARM, False),
    w.faith("en-au-053", "modality", "Do new presenters need training?", "New presenters may take a four-week training course if they wish.", RADIO, False),
    w.faith("en-au-054", "quantifier", "Which cottages allow dogs?", "Dogs are allowed in all three cottages.", FARM, False),
    w.faith("en-au-055", "value.except", "Which FixPoint repairs have a warranty?", "All repairs have a 90-day warranty except battery swaps.", KIOSK, False),
    w.faith("en-au-056", "direction", "Where is Radio Tamsin's studio?", "The studio is below the Crane Street library.", RADIO, False),
    w.faith("en-au-057", "added.fact", "What does a tasting ticket include?", "A $35 ticket includes six wines, a cheese plate and a souvenir glass to take home.", WINE, False),
    w.faith("en-au-058", "added.entity", "Who founded Larkspur Hill Estate?", "Ilona and Peter Varga founded it in 1987 together with their son Márton.", ESTATE, False),
]

REFUSAL = [
    w.refusal("en-au-059", "refusal.plain", "Is there parking at the Larkspur Hill tasting?", "I don't know whether there is parking at the tasting.", WINE, True),
    w.refusal("en-au-060", "refusal.context", "Does FixPoint repair tablets?", "The provided information doesn't mention tablet repairs, so I can't say.", KIOSK, True),
    w.refusal("en-au-061", "refusal.hedged", "When does the yoga retreat start?", "I'm not completely sure, but the retreat appears to begin on 3 September.", YOGA, False),
    w.refusal("en-au-062", "refusal.partial", "How much does the camp cost, and which instruments are offered?", "The camp fee is $1,250; the information doesn't list which instruments are offered.", CAMP, False),
]

CORRECTNESS = [
    w.correct("en-au-063", "correct.wordy", "How much is a set of passport prints at the SnapID booth?", "At the SnapID booth in Harwell Station you pay €12 for a set of four passport prints, and the digital code comes free.", "€12 for four prints.", True),
    w.correct("en-au-064", "correct.wordy", "When does the Seven Pines retreat run?", "The retreat begins on 3 September and wraps up on 9 September, at a lakeside lodge near Kelso.", "From 3 to 9 September.", True),
    w.correct("en-au-065", "correct.format", "What time does the wine tasting start?", "14:00.", "2 pm.", True),
    w.correct("en-au-066", "wrong.value", "How much is annual membership of the railway club?", "Annual membership costs £60.", "£40.", False),
]

RELEVANCY = [
    w.relevant("en-au-067", "relevant.direct", "When can I drop in to buy a few bottles at the estate?", "The cellar door shop opens daily from 10:00 to 17:00.", ESTATE, True),
    w.relevant("en-au-068", "relevant.direct", "What will a new battery set me back?", "It's $49 at FixPoint.", KIOSK, True),
    w.relevant("en-au-069", "relevant.direct", "Where do the train enthusiasts get together?", "In the scout hall on Mill Lane.", RAILWAY, True),
    w.relevant("en-au-070", "relevant.yesno", "Can I bring my dog to Willowbank?", "Yes, but only in the Orchard cottage.", FARM, True),
    w.relevant("en-au-071", "offtopic.true", "How much does the yoga retreat cost?", "Each day ends with a guided meditation.", YOGA, False),
]

DIAGNOSIS = [
    w.diag("en-au-072", "diag.pass", "How long does a screen replacement take at FixPoint?", "About 45 minutes.", {"kiosk-01": KIOSK, "photo-01": PHOTO}, ("kiosk-01",), "pass"),
    w.diag("en-au-073", "diag.missed", "What is the minimum stay at Willowbank Farm Stay?", "I'm sorry, I couldn't find the minimum stay in the available information.", {"yoga-01": YOGA, "camp-01": CAMP}, ("farm-01",), "fix_retrieval"),
    w.diag("en-au-074", "diag.correct_refusal", "Does Radio Tamsin offer podcasts?", "The available information doesn't say whether Radio Tamsin offers podcasts.", {"radio-01": RADIO}, (), "correct_refusal"),
    w.diag("en-au-075", "diag.unfaithful", "What is the minimum age for the wine tasting?", "Guests must be at least 18 years old.", {"wine-01": WINE, "estate-01": ESTATE}, ("wine-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
