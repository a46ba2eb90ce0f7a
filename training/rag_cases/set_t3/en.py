"""English cases of set t3: a regional train operator (Rover Pass, delay compensation), a
recycling centre (opening rules, site staff), a language school (intensive course, fees),
a hotel spa (facilities, therapists), software release notes (Tallyforge 4.2 and 4.3) and a
tax office (hours, deadline, appointments)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

PASS = "Northvale Rail's Rover Pass costs £42 and allows unlimited travel on all Northvale lines for 3 consecutive days. Children aged 5 to 15 pay half the adult price. The pass is not valid on the Coastal Express before 09:30 on weekdays. It can be bought at any staffed station or in the Northvale app."
DELAY = "If a Northvale Rail train reaches its destination 30 minutes or more late, passengers can claim compensation. Delays of 30 to 59 minutes are refunded at 25% of the ticket price, and delays of 60 minutes or more at 50%. Claims must be submitted within 28 days of the journey. Season ticket holders claim through the separate Season Desk."
RECYCLE = "The Hollins Lane Recycling Centre is open every day except Wednesday, from 8:00 to 17:30. Residents may bring up to 3 bags of household waste per visit free of charge. Tyres are accepted at a fee of £4 each. Asbestos is not accepted under any circumstances."
SITE = "Site manager Priya Nandra runs the centre, and her deputy Owen Tallis trains all new operatives. Vans and pickups need a permit, which the council's waste team issues and which is valid for 12 months. Everyone on site must wear closed shoes."
COURSE = "Linden Language School runs intensive Spanish courses of 20 lessons per week, each lesson lasting 45 minutes. Classes have a maximum of 8 students. The placement test is free and takes about 40 minutes. New courses start every Monday, except during the last two weeks of December."
FEES = "The 4-week intensive course costs €980, including all course materials. A deposit of €200 is due at booking, and the balance must be paid no later than 14 days before the course starts. The director, Marta Oliveira, approves all requests to transfer to a different course date."
SPA = "The Solace Spa at the Harbour View Hotel is open daily from 7:00 to 21:00. Hotel guests use the pool and sauna free of charge; day visitors pay €35. Children under 16 may use the pool only between 10:00 and 16:00 and must be accompanied by an adult. Treatments should be booked at least 24 hours in advance."
SPA_TEAM = "Head therapist Lena Marsh designed the hot-stone massage, which lasts 75 minutes and costs €110. Therapist Jonas Weber leads a yoga class every Saturday at 8:30. Treatments cancelled less than 6 hours in advance are charged in full."
RELEASE = "Version 4.2 of the Tallyforge accounting app was released on 3 March 2025. It adds CSV export for invoices and cuts the loading time of reports by 40%. Support for Windows 8 has been dropped. The bug that duplicated recurring payments, reported by user Sam Okafor, was fixed by developer Ines Larsen."
ROADMAP = "Version 4.3 is planned for June 2025 and will introduce two-factor authentication for all accounts. With 4.3, the minimum supported macOS version rises to 13. The free plan keeps its limit of 50 invoices per month."
TAX = "The Brackenford Tax Office is open Monday to Thursday from 8:30 to 16:00 and on Friday from 8:30 to 12:30. Income tax returns for 2024 must be filed by 31 July 2025, and late filers are charged a penalty of £100. Appointments with an adviser can be booked online and last 20 minutes."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-t3-001", "para.synonym", "How much is the Rover Pass, and what does it cover?", "The Rover Pass is priced at £42 and lets you travel as much as you like on every Northvale line for three days in a row.", PASS, True),
    w.faith("en-t3-002", "fmt.share", "Do children pay less for the Rover Pass?", "Yes, children aged 5 to 15 pay 50% of the adult price.", PASS, True),
    w.faith("en-t3-003", "value.number", "Do children pay less for the Rover Pass?", "Yes, kids aged 5 to 12 get it for half of what adults pay.", PASS, False),
    w.faith("en-t3-004", "para.except", "Can I use the Rover Pass on the Coastal Express on a weekday morning?", "Only from 9:30 onwards; before half past nine on weekdays the pass isn't valid on the Coastal Express.", PASS, True),
    w.faith("en-t3-005", "direction", "Can I use the Rover Pass on the Coastal Express on a weekday morning?", "Yes, but only until 9:30 — after that, the pass stops being valid on the Coastal Express on weekdays.", PASS, False),
    w.faith("en-t3-006", "value.currency", "What does the Rover Pass cost?", "It costs €42 for three consecutive days of unlimited travel.", PASS, False),
    w.faith("en-t3-007", "para.part", "Where can I buy a Rover Pass?", "You can buy one in the Northvale app.", PASS, True),
    w.faith("en-t3-008", "fmt.period", "How long do I have to claim compensation for a late train?", "You need to send in your claim within four weeks of the journey.", DELAY, True),
    w.faith("en-t3-009", "wrap.attribution", "I have a season ticket. How do I claim for a delay?", "According to Northvale Rail, season ticket holders make their claims through the separate Season Desk.", DELAY, True),
    w.faith("en-t3-010", "modality", "Is there a deadline for delay claims?", "Not a strict one: it's recommended, but not required, to claim within 28 days of the journey.", DELAY, False),
    w.faith("en-t3-011", "para.except", "Which day is the Hollins Lane centre closed?", "It's shut on Wednesdays; on every other day you can come between 8:00 and 17:30.", RECYCLE, True),
    w.faith("en-t3-012", "value.except", "Which day is the Hollins Lane centre closed?", "The centre is closed on Thursdays and open the rest of the week.", RECYCLE, False),
    w.faith("en-t3-013", "quantifier", "How much household waste can I bring for free?", "Residents can bring as many bags of household waste as they like without paying anything.", RECYCLE, False),
    w.faith("en-t3-014", "para.passive", "Can I get rid of old tyres there?", "Yes, the centre takes tyres and charges £4 for each one.", RECYCLE, True),
    w.faith("en-t3-015", "negation", "Can I get rid of old tyres there?", "No, the centre doesn't take tyres.", RECYCLE, False),
    w.faith("en-t3-016", "para.relative", "Who trains the new operatives?", "New operatives are trained by Owen Tallis, who is deputy to the site manager, Priya Nandra.", SITE, True),
    w.faith("en-t3-017", "role.swap", "Who runs the recycling centre?", "The centre is run by Owen Tallis, and his deputy Priya Nandra trains the new operatives.", SITE, False),
    w.faith("en-t3-018", "fmt.period", "How long is a van permit valid?", "A permit from the council's waste team is good for one year.", SITE, True),
    w.faith("en-t3-019", "added.fact", "Do I need a permit for my van?", "Yes, vans need a permit from the council's waste team; it costs £25 and lasts 12 months.", SITE, False),
    w.faith("en-t3-020", "para.nominal", "How big are the classes at Linden?", "The maximum class size is eight students.", COURSE, True),
    w.faith("en-t3-021", "antonym", "How big are the classes at Linden?", "Each class has a minimum of eight students.", COURSE, False),
    w.faith("en-t3-022", "para.except", "Do the Spanish courses start every week?", "Yes, a new course begins each Monday, apart from the final fortnight of December, when none start.", COURSE, True),
    w.faith("en-t3-023", "para.combine", "What does the 4-week course cost, and when do I pay?", "The four-week course is €980 with all materials included; you pay €200 when you book and the rest at least two weeks before the start.", FEES, True),
    w.faith("en-t3-024", "direction", "When is the balance for the course due?", "The balance is due within 14 days after the course has started.", FEES, False),
    w.faith("en-t3-025", "fmt.time", "When is the spa open?", "The Solace Spa is open every day from 7 a.m. to 9 p.m.", SPA, True),
    w.faith("en-t3-026", "value.time", "When is the spa open?", "It's open daily from 7 a.m. until 10 p.m.", SPA, False),
    w.faith("en-t3-027", "wrap.opener", "Can my 12-year-old use the pool?", "Happy to help! Under-16s can use the pool between 10:00 and 16:00, as long as an adult is with them.", SPA, True),
    w.faith("en-t3-028", "role.swap", "Who designed the hot-stone massage?", "It was designed by therapist Jonas Weber, while head therapist Lena Marsh runs the Saturday yoga class.", SPA_TEAM, False),
    w.faith("en-t3-029", "fmt.period", "How long is the hot-stone massage, and what does it cost?", "It lasts an hour and a quarter and costs €110.", SPA_TEAM, True),
    w.faith("en-t3-030", "wrap.closer", "Is there any yoga at the spa?", "Yes, Jonas Weber leads a yoga class every Saturday at 8:30. Enjoy your stay!", SPA_TEAM, True),
    w.faith("en-t3-031", "fmt.date", "When was Tallyforge 4.2 released?", "Version 4.2 came out on 2025-03-03.", RELEASE, True),
    w.faith("en-t3-032", "value.date", "When was Tallyforge 4.2 released?", "It was released on 3 May 2025.", RELEASE, False),
    w.faith("en-t3-033", "para.synonym", "What's new in Tallyforge 4.2?", "It brings invoice export to CSV and reduces the time reports take to load by 40 percent.", RELEASE, True),
    w.faith("en-t3-034", "antonym", "What's new in Tallyforge 4.2?", "The update adds CSV export for invoices and increases report loading time by 40%.", RELEASE, False),
    w.faith("en-t3-035", "role.swap", "Who fixed the bug that duplicated recurring payments?", "Sam Okafor fixed it after Ines Larsen reported it.", RELEASE, False),
    w.faith("en-t3-036", "wrap.hedge", "When is version 4.3 coming out?", "As far as I can tell, version 4.3 is scheduled for June 2025.", ROADMAP, True),
    w.faith("en-t3-037", "added.entity", "What will version 4.3 bring?", "Version 4.3 will add two-factor authentication for all accounts and a new integration with PayPal.", ROADMAP, False),
    w.faith("en-t3-038", "quantifier", "Will everyone get two-factor authentication?", "In version 4.3, two-factor authentication will come only to paid accounts.", ROADMAP, False),
    w.faith("en-t3-039", "fmt.number", "Is the free plan changing?", "No, the free plan keeps its limit of fifty invoices a month.", ROADMAP, True),
    w.faith("en-t3-040", "value.number", "Which macOS version will I need for 4.3?", "From 4.3 on, you'll need at least macOS 14.", ROADMAP, False),
    w.faith("en-t3-041", "fmt.date", "What's the deadline for my 2024 tax return?", "Your 2024 income tax return has to be filed by July 31, 2025.", TAX, True),
    w.faith("en-t3-042", "wrap.question", "Can I talk to an adviser?", "Would you like some advice in person? You can book a 20-minute appointment with an adviser online.", TAX, True),
    w.faith("en-t3-043", "modality", "How do I get an appointment with an adviser?", "Appointments must be booked online, and each one lasts 20 minutes.", TAX, False),
    w.faith("en-t3-044", "fmt.currency", "What happens if I file my return late?", "Late filers have to pay a penalty of one hundred pounds.", TAX, True),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t3-045", "correct.format", "What time does the last Northvale train leave Ashby on Sundays?", "The last Sunday departure from Ashby is at 11:15 p.m.", "At 23:15.", True),
    w.correct("en-t3-046", "correct.wordy", "How many lessons a week does the intensive Spanish course have?", "Thanks for asking! The intensive Spanish course at Linden Language School includes twenty lessons every week.", "20 lessons.", True),
    w.correct("en-t3-047", "correct.wordy", "Who signs off tax refunds at the Brackenford office?", "At the Brackenford Tax Office, refunds are signed off by Ruth Adeyemi, who is the senior inspector there.", "Senior inspector Ruth Adeyemi.", True),
    w.correct("en-t3-048", "correct.format", "How much does a day visit to the Solace Spa cost?", "Thirty-five euros per day visitor.", "€35.", True),
    w.correct("en-t3-049", "wrong.value", "When was Tallyforge 4.2 released?", "Tallyforge 4.2 was released on 3 April 2025.", "On 3 March 2025.", False),
    w.correct("en-t3-050", "wrong.role", "Who reported the duplicated payments bug, and who fixed it?", "Ines Larsen reported the bug and Sam Okafor fixed it.", "Sam Okafor reported it and Ines Larsen fixed it.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
