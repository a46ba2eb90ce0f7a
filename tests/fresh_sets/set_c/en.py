# ruff: noqa: E501
"""Fresh set C, English: every phenomenon of the table at least once, over short documents
of a library, bike sharing, a train company, home insurance, a cooking course, admissions,
a pharmacy, a tax office, a football club, a hotel spa, a smartphone, a museum shop, a
language school and a recycling centre."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

LIBRARY = (
    "The Elmwood Public Library is open Monday to Friday from 9:00 to 19:00 and on Saturday from 10:00 to 16:00. "
    "It is closed on Sundays. "
    "Members can borrow up to 12 items at a time for a loan period of 21 days. "
    "A library card is free for residents of Elmwood; non-residents pay €15 per year."
)
BIKES = (
    "CityCycle has 2,400 bikes at 180 stations across Harbourton. "
    "The annual pass costs £90 and includes unlimited rides of up to 30 minutes. "
    "Each additional 30 minutes costs £1.50. "
    "Riders who leave a bike outside a station are charged a £25 fee."
)
TRAIN = (
    "Valley Rail runs trains between Ashford and Kingsbridge every 20 minutes on weekdays. "
    "The first train leaves Ashford at 5:40 and the last one leaves Kingsbridge at 23:15. "
    "Passengers aged 65 or over travel at half price. "
    "Bicycles can be taken on board free of charge outside peak hours."
)
INSURANCE = (
    "The HomeSafe Plus policy covers damage caused by fire, storms and burst pipes. "
    "The excess is €250 per claim. "
    "Claims must be reported within 30 days of the incident. "
    "Damage caused by floods is not covered."
)
COOKING = (
    "The Saturday Pasta Workshop at Casa Lina lasts three hours and costs $85 per person, ingredients included. "
    "Classes are limited to 10 participants. "
    "Everyone receives a recipe booklet at the end of the class. "
    "Cancellations made at least 48 hours before the class are refunded in full."
)
ADMISSIONS = (
    "Applications for Bachelor of Science programmes at Northfield University open on 1 October and close on 15 January. "
    "Applicants must submit two reference letters and a personal statement of up to 4,000 characters. "
    "The application fee is £30. "
    "Decisions are sent by email by 31 March."
)
PHARMACY = (
    "Greenway Pharmacy on Mill Street is open every day except Sunday from 8:00 to 20:00. "
    "Prescriptions handed in before noon can be collected the same day after 16:00. "
    "The pharmacist offers free blood pressure checks on Wednesdays."
)
TAX = (
    "The Carlton City Tax Office collected €4.2 million in property tax last year. "
    "The annual property tax is due on 30 June. "
    "Late payments are charged interest of 2% per month. "
    "Residents over 70 can apply for a 25% reduction."
)
FOOTBALL = (
    "Rovers FC beat Dalton United 3–1 on Saturday at Meadow Park in front of 18,500 spectators. "
    "Striker Leo Marsh scored twice. "
    "Season tickets for next season go on sale on 1 July and cost €320 for adults."
)
SPA = (
    "The spa at the Hotel Belvue is open daily from 8:00 to 22:00. "
    "Hotel guests use the pool and sauna free of charge; day visitors pay CHF 45. "
    "Massages must be booked at least 24 hours in advance. "
    "Children under 12 are not allowed in the sauna."
)
PHONE = (
    "The Nova X2 smartphone has a 6.7-inch screen and a 5,000 mAh battery. "
    "It weighs 198 g. "
    "The phone comes in black, silver and green, and the 256 GB model costs €899."
)
MUSEUM = (
    "The museum shop of the Harbour Museum is on the ground floor next to the main entrance. "
    "Museum members receive a 10% discount on all items. "
    "The shop closes at 18:30, half an hour after the museum. "
    "Posters can be shipped abroad for a flat fee of €12."
)
LANGUAGE = (
    "Lingua Plus offers Spanish courses at four levels. "
    "An intensive course lasts four weeks, with 20 lessons per week. "
    "Each lesson lasts 45 minutes. "
    "Most of our teachers are native speakers."
)
RECYCLING = (
    "The Eastside Recycling Centre accepts glass, paper, metal and electrical appliances. "
    "It is open Tuesday to Saturday from 8:00 to 17:00. "
    "Residents can drop off up to 1.5 cubic metres of garden waste per visit free of charge. "
    "Asbestos and car tyres are not accepted."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("en-c-001", "para.reorder", "When is Greenway Pharmacy open?", "From 8:00 to 20:00, every day except Sunday, Greenway Pharmacy on Mill Street is open.", PHARMACY, True),
    w.faith("en-c-002", "para.passive", "What does the HomeSafe Plus policy cover?", "Damage caused by fire, storms and burst pipes is covered by the HomeSafe Plus policy.", INSURANCE, True),
    w.faith("en-c-003", "para.synonym", "How many people can join a pasta class?", "Each class takes a maximum of 10 participants.", COOKING, True),
    w.faith("en-c-004", "para.nominal", "What happens if I leave a bike outside a station?", "Leaving a bike outside a station results in a £25 fee.", BIKES, True),
    w.faith("en-c-005", "para.capital", "Where is the museum shop?", "The Museum Shop of the Harbour Museum is on the Ground Floor, next to the Main Entrance.", MUSEUM, True),
    w.faith("en-c-006", "para.pronoun", "Tell me about the Nova X2.", "The Nova X2 has a 6.7-inch screen, and it weighs 198 g.", PHONE, True),
    w.faith("en-c-007", "para.relative", "What is the excess on the HomeSafe Plus policy?", "The HomeSafe Plus policy, which covers damage caused by fire, storms and burst pipes, has an excess of €250 per claim.", INSURANCE, True),
    w.faith("en-c-008", "para.part", "Can I bring paper to the recycling centre?", "Yes, the Eastside Recycling Centre accepts paper.", RECYCLING, True),
    w.faith("en-c-009", "para.combine", "What does an intensive course at Lingua Plus look like?", "An intensive course lasts four weeks, with 20 lessons of 45 minutes each week.", LANGUAGE, True),
    w.faith("en-c-010", "fmt.number", "How long does the pasta workshop last?", "The Saturday Pasta Workshop lasts 3 hours.", COOKING, True),
    w.faith("en-c-011", "fmt.thousands", "How many people watched the match?", "The match at Meadow Park was played in front of 18500 spectators.", FOOTBALL, True),
    w.faith("en-c-012", "fmt.scale", "How much property tax was collected last year?", "Last year the Carlton City Tax Office collected €4,200,000 in property tax.", TAX, True),
    w.faith("en-c-013", "fmt.date", "When do applications close?", "Applications for the Bachelor of Science programmes close on January 15.", ADMISSIONS, True),
    w.faith("en-c-014", "fmt.time", "When does the last train leave Kingsbridge?", "The last train leaves Kingsbridge at 11:15 p.m.", TRAIN, True),
    w.faith("en-c-015", "fmt.unit", "How much garden waste can I drop off?", "Residents can drop off up to 1,500 litres of garden waste per visit free of charge.", RECYCLING, True),
    w.faith("en-c-016", "fmt.abbrev", "When is the recycling centre open?", "The Eastside Recycling Centre is open Tue–Sat, 8:00–17:00.", RECYCLING, True),
    w.faith("en-c-017", "fmt.currency", "How much is the application fee?", "The application fee is GBP 30.", ADMISSIONS, True),
    w.faith("en-c-018", "fmt.range", "When is the library open on Saturdays?", "On Saturdays the Elmwood Public Library is open 10:00–16:00.", LIBRARY, True),
    w.faith("en-c-019", "fmt.period", "How long can I keep what I borrow?", "The loan period is three weeks.", LIBRARY, True),
    w.faith("en-c-020", "fmt.share", "Do older passengers get a discount?", "Passengers aged 65 or over get a 50% discount on the fare.", TRAIN, True),
    w.faith("en-c-021", "para.except", "Which days is Greenway Pharmacy open?", "Greenway Pharmacy is open from Monday to Saturday.", PHARMACY, True),
    w.faith("en-c-022", "wrap.opener", "Do I need to book a massage in advance?", "Sure! Massages at the Hotel Belvue spa must be booked at least 24 hours in advance.", SPA, True),
    w.faith("en-c-023", "wrap.closer", "Is there a property tax reduction for older residents?", "Residents over 70 can apply for a 25% reduction. I hope this helps!", TAX, True),
    w.faith("en-c-024", "wrap.attribution", "How soon do I have to report a claim?", "According to the policy documents, claims must be reported within 30 days of the incident.", INSURANCE, True),
    w.faith("en-c-025", "wrap.hedge", "How much is the annual CityCycle pass?", "I believe the annual pass costs £90.", BIKES, True),
    w.faith("en-c-026", "wrap.question", "When can I buy a season ticket?", "Season tickets for next season go on sale on 1 July and cost €320 for adults. Would you like to know anything else about the club?", FOOTBALL, True),
    w.faith("en-c-027", "para.synonym", "Do museum members get a discount in the shop?", "Museum members get 10% off every item in the shop.", MUSEUM, True),
    w.faith("en-c-028", "fmt.currency", "What does the pasta workshop cost?", "The workshop costs 85 dollars per person, ingredients included.", COOKING, True),
    # one clear error each
    w.faith("en-c-029", "value.number", "How many items can members borrow?", "Members can borrow up to 15 items at a time.", LIBRARY, False),
    w.faith("en-c-030", "value.date", "When will I hear back about my application?", "Decisions are sent by email by 31 May.", ADMISSIONS, False),
    w.faith("en-c-031", "value.time", "When does the first train leave Ashford?", "The first train leaves Ashford at 6:40.", TRAIN, False),
    w.faith("en-c-032", "value.unit", "How big is the Nova X2's screen?", "The Nova X2 has a 6.7-centimetre screen.", PHONE, False),
    w.faith("en-c-033", "value.currency", "How much do day visitors pay for the spa?", "Day visitors pay €45.", SPA, False),
    w.faith("en-c-034", "role.swap", "Who won on Saturday?", "Dalton United beat Rovers FC 3–1 on Saturday at Meadow Park.", FOOTBALL, False),
    w.faith("en-c-035", "negation", "Does the policy cover flood damage?", "Yes, damage caused by floods is covered by the HomeSafe Plus policy.", INSURANCE, False),
    w.faith("en-c-036", "antonym", "Is the library open on Sundays?", "Yes, the Elmwood Public Library is open on Sundays.", LIBRARY, False),
    w.faith("en-c-037", "modality", "Are reference letters required?", "Applicants may submit two reference letters, but they are not required.", ADMISSIONS, False),
    w.faith("en-c-038", "quantifier", "Are the teachers native speakers?", "All of the teachers at Lingua Plus are native speakers.", LANGUAGE, False),
    w.faith("en-c-039", "value.except", "Which day is Greenway Pharmacy closed?", "Greenway Pharmacy is open every day except Monday.", PHARMACY, False),
    w.faith("en-c-040", "direction", "Can I get my prescription the same day?", "Prescriptions handed in after noon can be collected the same day after 16:00.", PHARMACY, False),
    w.faith("en-c-041", "added.fact", "What is included in the pasta workshop?", "The workshop costs $85 per person with ingredients included, and every participant also gets a free apron.", COOKING, False),
    w.faith("en-c-042", "added.entity", "Who scored for Rovers FC?", "Leo Marsh scored twice, and Sam Okafor scored the third goal.", FOOTBALL, False),
    w.faith("en-c-043", "mixed", "When is the spa open and what do day visitors pay?", "The spa is open daily from 8:00 to 22:00, and day visitors pay CHF 55.", SPA, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-c-044", "refusal.plain", "Does the library have a café?", "I'm sorry, but I don't know whether the library has a café.", LIBRARY, True),
    w.refusal("en-c-045", "refusal.context", "Is there parking at the recycling centre?", "The provided documents don't mention parking at the Eastside Recycling Centre.", RECYCLING, True),
    w.refusal("en-c-046", "refusal.short", "What is the Wi-Fi password at the spa?", "I don't know.", SPA, True),
    w.refusal("en-c-047", "refusal.long", "Can I pay my property tax in instalments?", "Thank you for your question. Unfortunately, I couldn't find any information about paying property tax in instalments in the documents available to me. I'd recommend contacting the Carlton City Tax Office directly, as they will be able to tell you whether an instalment plan is possible.", TAX, True),
    w.refusal("en-c-048", "refusal.hedged", "How much does each extra half hour cost?", "I'm not 100% sure, but I think each additional 30 minutes costs £1.50.", BIKES, False),
    w.refusal("en-c-049", "refusal.partial", "When is the library open on Saturdays and on public holidays?", "On Saturdays the library is open from 10:00 to 16:00. The documents don't say anything about public holidays.", LIBRARY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-c-050", "correct.wordy", "When is the property tax due?", "Thanks for asking! In Carlton, the annual property tax has to be paid by its due date, which is 30 June. If you have any other questions about your tax, just let me know.", "The property tax is due on 30 June.", True),
    w.correct("en-c-051", "correct.short", "How much does the 256 GB Nova X2 cost?", "€899.", "The 256 GB model of the Nova X2 costs €899.", True),
    w.correct("en-c-052", "correct.format", "When does the spa close?", "It closes at 10 p.m.", "The spa closes at 22:00.", True),
    w.correct("en-c-053", "correct.short", "How many stations does CityCycle have?", "180.", "CityCycle has 180 stations across Harbourton.", True),
    w.correct("en-c-054", "wrong.value", "How long is the loan period at the library?", "The loan period is 28 days.", "The loan period is 21 days.", False),
    w.correct("en-c-055", "wrong.echo", "When do applications to Northfield University open?", "You would like to know when applications to Northfield University open.", "Applications open on 1 October.", False),
    w.correct("en-c-056", "wrong.role", "Who beat whom on Saturday?", "Dalton United beat Rovers FC 3–1.", "Rovers FC beat Dalton United 3–1.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-c-057", "relevant.direct", "How big is the screen on the Nova X2?", "It measures 6.7 inches.", PHONE, True),
    w.relevant("en-c-058", "relevant.direct", "What will the pasta workshop set me back?", "$85 per person, ingredients included.", COOKING, True),
    w.relevant("en-c-059", "relevant.yesno", "Can I take my bike on the train?", "Yes, free of charge outside peak hours.", TRAIN, True),
    w.relevant("en-c-060", "offtopic.true", "What are the recycling centre's opening hours?", "Asbestos and car tyres are not accepted at the Eastside Recycling Centre.", RECYCLING, False),
    w.relevant("en-c-061", "offtopic.true", "How many bikes does CityCycle have?", "Each additional 30 minutes costs £1.50.", BIKES, False),
    w.relevant("en-c-062", "offtopic.other", "How long does each Spanish lesson last?", "The Harbour Museum has a large collection of maritime paintings.", LANGUAGE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-c-063", "diag.pass", "How long can I keep a borrowed book?",
           "You can keep borrowed items for 21 days.",
           {"lib-2": "Members can borrow up to 12 items at a time for a loan period of 21 days.",
            "lib-1": "The Elmwood Public Library is open Monday to Friday from 9:00 to 19:00 and on Saturday from 10:00 to 16:00."},
           ("lib-2",), "pass"),
    w.diag("en-c-064", "diag.pass", "How many goals did Leo Marsh score on Saturday?",
           "Leo Marsh scored two goals.",
           {"fc-1": "Rovers FC beat Dalton United 3–1 on Saturday at Meadow Park. Striker Leo Marsh scored twice.",
            "fc-2": "Season tickets for next season go on sale on 1 July and cost €320 for adults."},
           ("fc-1",), "pass"),
    w.diag("en-c-065", "diag.offtopic", "How much does the Saturday Pasta Workshop cost?",
           "Cancellations made at least 48 hours before the class are refunded in full.",
           {"cook-1": "The Saturday Pasta Workshop at Casa Lina lasts three hours and costs $85 per person, ingredients included.",
            "cook-3": "Cancellations made at least 48 hours before the class are refunded in full."},
           ("cook-1",), "fix_generation"),
    w.diag("en-c-066", "diag.unfaithful", "When is the property tax due?",
           "The property tax is due on 31 August.",
           {"tax-2": "The annual property tax is due on 30 June.",
            "tax-3": "Late payments are charged interest of 2% per month."},
           ("tax-2",), "fix_generation"),
    w.diag("en-c-067", "diag.refused", "How much is the excess on the HomeSafe Plus policy?",
           "Sorry, I couldn't find that information in the documents.",
           {"ins-2": "The excess on the HomeSafe Plus policy is €250 per claim.",
            "ins-1": "The HomeSafe Plus policy covers damage caused by fire, storms and burst pipes."},
           ("ins-2",), "fix_generation"),
    w.diag("en-c-068", "diag.missed", "When does the last train leave Kingsbridge?",
           "I'm sorry, the documents don't say when the last train leaves Kingsbridge.",
           {"rail-1": "Valley Rail runs trains between Ashford and Kingsbridge every 20 minutes on weekdays.",
            "rail-4": "Bicycles can be taken on board free of charge outside peak hours."},
           ("rail-2",), "fix_retrieval"),
    w.diag("en-c-069", "diag.correct_refusal", "Does the Hotel Belvue spa have a steam room?",
           "The documents don't mention a steam room, so I can't tell you.",
           {"spa-1": "The spa at the Hotel Belvue is open daily from 8:00 to 22:00.",
            "spa-2": "Hotel guests use the pool and sauna free of charge; day visitors pay CHF 45."},
           (), "correct_refusal"),
    w.diag("en-c-070", "diag.should_refuse", "What is the Wi-Fi password at the Harbour Museum?",
           "The Wi-Fi password is harbour2024.",
           {"shop-1": "The museum shop of the Harbour Museum is on the ground floor next to the main entrance.",
            "shop-2": "Museum members receive a 10% discount on all items."},
           (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
