"""English cases of fresh set bk. Scenarios: Brightwater Dental Clinic, Elmwood Public
Swimming Pool, Roadway Rentals (car rental), Hartley University Library, Silver Creek
Vineyards wine tasting tour, Blue Isle Ferry, Hive Coworking, Happy Paws Boarding Kennel,
Lakeshore City Marathon and TechHaven Electronics' return policy."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

DENTAL = "Brightwater Dental Clinic on Harbor Street is open Monday to Friday from 8:00 a.m. to 6:00 p.m. and on Saturdays from 9:00 a.m. to 1:00 p.m. Dr. Helen Okafor is the clinic's orthodontist, and Dr. Marcus Lee performs all root canal treatments. A standard check-up with cleaning costs $95, and X-rays cost an extra $40. Patients who cancel less than 24 hours before their appointment pay a $30 fee, unless they bring a doctor's note. New patients must arrive 15 minutes early to fill in a medical history form."

POOL = "The Elmwood Public Swimming Pool has a 50-metre main pool with eight lanes and a separate children's pool that is 60 cm deep. It is open every day except Tuesday, from 6:30 a.m. to 9:00 p.m. A single adult entry costs $6.50, and children under 12 pay half price. Swim caps are mandatory for everyone in the main pool. Lifeguard Tom Reyes supervises the morning sessions, and lifeguard Priya Nair supervises the evening sessions."

RENTAL = "Roadway Rentals in Denver rents only to drivers who are at least 21 years old and have held a licence for at least two years. Compact cars cost $45 per day and SUVs $78 per day, with unlimited mileage included. Cars must be returned with a full tank; otherwise a refuelling charge of $9 per gallon applies. A second driver can be added for $12 per day, except spouses, who are added free of charge. The airport branch is open 24 hours a day, while the downtown branch closes at 7:00 p.m."

LIBRARY = "The Hartley University Library lends books to students for up to 28 days, and each loan can be renewed twice. Students may borrow up to 15 books at a time, while faculty members may borrow up to 50. Overdue books are fined 25 cents per day, capped at $10 per book. During the semester the library is open from 7:30 a.m. to midnight, and the third floor is a silent study zone. Laptops can be borrowed at the front desk for four hours by showing a valid student identity card."

WINE = "Silver Creek Vineyards runs a guided wine tasting tour every Saturday and Sunday at 11:00 a.m. and 2:30 p.m. The tour lasts 90 minutes and includes tastings of five wines with a cheese plate. Tickets cost $35 per person, and participants must be at least 21 years old. Each group is limited to 20 people. The tours are led by head winemaker Clara Dubois, who founded the vineyard in 1998 with her brother Louis."

FERRY = "The Blue Isle Ferry runs between Port Alden and Gull Island six times a day; the first boat leaves Port Alden at 6:45 a.m., and the last one leaves Gull Island at 8:15 p.m. The crossing takes 40 minutes and covers 18 kilometres. A one-way ticket costs $14 for adults and $7 for children, and taking a car costs an extra $38. Bicycles travel free. The line is operated by Nordlink, a company headquartered in the Danish capital."

COWORK = "Hive Coworking in Austin offers a hot-desk membership for $220 per month and a dedicated desk for $390 per month. Members can enter 24/7 with a key card, but guests are allowed only between 9 a.m. and 5 p.m. Every membership includes 5 hours of meeting-room time per month, and each extra hour costs $25. Community manager Dana Brooks handles all membership requests, and building manager Sam Ortiz is responsible for maintenance. Coffee and tea are free for all members."

KENNEL = "Happy Paws Boarding Kennel in Springfield takes dogs and cats for stays of up to 30 nights. Boarding costs $42 per night for a dog and $28 per night for a cat. All animals must be vaccinated, and owners must show the vaccination records at check-in. Dogs are walked three times a day, at 7 a.m., noon and 6 p.m. Drop-off and pick-up are possible from 8 a.m. to 7 p.m., except on Sundays, when the kennel is open only from 10 a.m. to 2 p.m."

MARATHON = "The Lakeshore City Marathon takes place on Sunday, October 12, 2025, starting at 7:00 a.m. in Grant Park. The course is 42.195 kilometres long, and runners must finish within 6 hours. Registration costs $120 until June 30 and $150 after that, and it closes once 8,000 runners have signed up. Water stations are placed every 5 kilometres. Runners must be at least 18 years old on race day."

RETURNS = "TechHaven Electronics accepts returns within 30 days of purchase, provided the customer has the receipt. Mobile phones, however, can be returned only within 14 days. Opened laptops and tablets carry a 15 percent restocking fee, while unopened items are refunded in full. Refunds go back to the original payment method within 5 to 7 business days. Gift cards and software downloads cannot be returned."

# fmt: off
FAITHFULNESS = [
    w.faith("en-bk-001", "para.passive", "Who does root canal treatments at Brightwater?", "Root canal treatments at Brightwater are all performed by Dr. Marcus Lee.", DENTAL, True),
    w.faith("en-bk-002", "para.part", "When is the clinic open on Saturdays?", "On Saturdays the clinic opens at 9:00 a.m. and closes at 1:00 p.m.", DENTAL, True),
    w.faith("en-bk-003", "wrap.opener", "How much does a standard check-up cost?", "Thanks for asking! A standard check-up with cleaning is $95.", DENTAL, True),
    w.faith("en-bk-004", "modality", "Do new patients need to come early?", "New patients may come 15 minutes early to fill in a medical history form, but it is optional.", DENTAL, False),
    w.faith("en-bk-005", "value.except", "Is there a fee for cancelling less than 24 hours before an appointment?", "Yes, you pay $30, and the fee applies even if you bring a doctor's note.", DENTAL, False),
    w.faith("en-bk-006", "para.reorder", "When is the pool open?", "Except on Tuesdays, the pool is open daily, from 6:30 a.m. until 9:00 p.m.", POOL, True),
    w.faith("en-bk-007", "fmt.unit", "How deep is the children's pool?", "The children's pool is 60 centimetres deep.", POOL, True),
    w.faith("en-bk-008", "fmt.share", "What do children pay to get in?", "Children under 12 pay 50% of the adult entry price.", POOL, True),
    w.faith("en-bk-009", "role.swap", "Who supervises the pool in the mornings and in the evenings?", "Priya Nair watches over the morning sessions, and Tom Reyes takes the evening sessions.", POOL, False),
    w.faith("en-bk-010", "negation", "Do I need a swim cap in the main pool?", "No, swim caps are not required in the main pool.", POOL, False),
    w.faith("en-bk-011", "fmt.currency", "How much is a compact car per day?", "A compact car rents for 45 US dollars a day, with unlimited mileage.", RENTAL, True),
    w.faith("en-bk-012", "para.except", "Does adding a second driver cost extra?", "That depends: a spouse can be added as a second driver at no cost, whereas any other second driver costs $12 a day.", RENTAL, True),
    w.faith("en-bk-013", "antonym", "Is the downtown branch open around the clock like the airport branch?", "No, the downtown branch opens at 7:00 p.m.", RENTAL, False),
    w.faith("en-bk-014", "added.fact", "What does a compact car cost?", "A compact car costs $45 per day, and full insurance is included in that price.", RENTAL, False),
    w.faith("en-bk-015", "para.synonym", "How long can students keep a book?", "Students can hold on to a borrowed book for a maximum of 28 days and may extend the loan two times.", LIBRARY, True),
    w.faith("en-bk-016", "fmt.abbrev", "How can I borrow a laptop?", "Show a valid student ID at the front desk and you can take a laptop for four hours.", LIBRARY, True),
    w.faith("en-bk-017", "fmt.period", "What is the loan period for students?", "Students can borrow books for up to four weeks.", LIBRARY, True),
    w.faith("en-bk-018", "added.entity", "When is the library open during the semester?", "According to head librarian Ruth Adams, the library is open from 7:30 a.m. to midnight during the semester.", LIBRARY, False),
    w.faith("en-bk-019", "para.pronoun", "Who leads the wine tours?", "Clara Dubois does. She is the head winemaker, and she founded the vineyard with her brother Louis in 1998.", WINE, True),
    w.faith("en-bk-020", "fmt.number", "How many wines are tasted on the tour?", "You taste 5 wines, served with a cheese plate.", WINE, True),
    w.faith("en-bk-021", "value.date", "When was the vineyard founded?", "Clara Dubois and her brother Louis founded it in 1989.", WINE, False),
    w.faith("en-bk-022", "value.currency", "How much is a tour ticket?", "A ticket costs €35 per person.", WINE, False),
    w.faith("en-bk-023", "para.capital", "Where is the ferry operator based?", "Nordlink, the operator, has its headquarters in Copenhagen.", FERRY, True),
    w.faith("en-bk-024", "fmt.scale", "How long is the crossing?", "The crossing covers 18,000 metres and takes 40 minutes.", FERRY, True),
    w.faith("en-bk-025", "wrap.attribution", "How much is a child's ticket?", "According to the document, a one-way ticket for a child costs $7.", FERRY, True),
    w.faith("en-bk-026", "value.time", "When does the first ferry leave Port Alden?", "The first boat leaves Port Alden at 7:45 a.m.", FERRY, False),
    w.faith("en-bk-027", "para.relative", "Who handles membership requests at Hive?", "Membership requests go to Dana Brooks, who is the community manager at Hive.", COWORK, True),
    w.faith("en-bk-028", "wrap.closer", "How much is a dedicated desk?", "A dedicated desk costs $390 per month. Hope that helps!", COWORK, True),
    w.faith("en-bk-029", "value.number", "How much meeting-room time is included?", "Every membership includes 8 hours of meeting-room time per month.", COWORK, False),
    w.faith("en-bk-030", "para.nominal", "What do owners have to do at check-in?", "Presentation of the animals' vaccination records is required at check-in.", KENNEL, True),
    w.faith("en-bk-031", "fmt.time", "When are the dogs walked?", "Three times a day: at 07:00, 12:00 and 18:00.", KENNEL, True),
    w.faith("en-bk-032", "quantifier", "Do the animals need to be vaccinated?", "Vaccination is required for some of the animals, not for all of them.", KENNEL, False),
    w.faith("en-bk-033", "fmt.thousands", "How many runners can sign up?", "Registration closes once 8000 runners have signed up.", MARATHON, True),
    w.faith("en-bk-034", "fmt.date", "What is the date of the race?", "The marathon is on 2025-10-12.", MARATHON, True),
    w.faith("en-bk-035", "wrap.hedge", "What is the time limit?", "I think runners have to finish within 6 hours.", MARATHON, True),
    w.faith("en-bk-036", "value.unit", "How often are there water stations?", "There is a water station every 5 miles.", MARATHON, False),
    w.faith("en-bk-037", "direction", "How much does registration cost?", "Registration costs $120 after June 30 and $150 before that date.", MARATHON, False),
    w.faith("en-bk-038", "para.combine", "How long do I have to return a phone?", "Although most purchases can be returned within 30 days with a receipt, phones have a shorter limit of only 14 days.", RETURNS, True),
    w.faith("en-bk-039", "fmt.range", "How long does a refund take?", "At least 5 and at most 7 business days; the money goes back to your original payment method.", RETURNS, True),
    w.faith("en-bk-040", "wrap.question", "Can I return a gift card?", "No, gift cards cannot be returned. Is there another item you would like to return?", RETURNS, True),
    w.faith("en-bk-041", "mixed", "Are unopened items refunded in full?", "Yes, unopened items are refunded in full, and you can also get the refund in cash at any TechHaven store.", RETURNS, False),
]

REFUSAL = [
    w.refusal("en-bk-042", "refusal.plain", "Does Roadway Rentals offer child seats?", "I don't know whether Roadway Rentals offers child seats.", RENTAL, True),
    w.refusal("en-bk-043", "refusal.context", "Is there a webcam so I can watch my dog at the kennel?", "The provided text says nothing about webcams, so I can't answer that from it.", KENNEL, True),
    w.refusal("en-bk-044", "refusal.short", "Is there parking at Hive Coworking?", "I can't say.", COWORK, True),
    w.refusal("en-bk-045", "refusal.long", "How much prize money does the winner of the marathon get?", "Thank you for your question. Unfortunately, the information I have about the Lakeshore City Marathon covers the date, the course, the registration fees and the age limit, but it does not mention any prize money. I'm therefore unable to tell you how much the winner receives. You may want to contact the race organisers directly for that detail.", MARATHON, True),
    w.refusal("en-bk-046", "refusal.hedged", "How much is the fine for an overdue book?", "I'm not entirely sure, but it seems to be 25 cents per day, with a cap of $10 per book.", LIBRARY, False),
    w.refusal("en-bk-047", "refusal.partial", "How long is the crossing, and is there a café on board?", "The crossing takes 40 minutes. I couldn't find anything about a café on board.", FERRY, False),
]

CORRECTNESS = [
    w.correct("en-bk-048", "correct.wordy", "How deep is the children's pool at Elmwood?", "If you are asking about the separate pool for children at Elmwood, its depth is 60 centimetres, so that is how deep the water there is.", "The children's pool is 60 cm deep.", True),
    w.correct("en-bk-049", "correct.short", "How long does the Silver Creek tasting tour last?", "90 minutes.", "The tour lasts 90 minutes.", True),
    w.correct("en-bk-050", "correct.format", "When does the Lakeshore City Marathon start?", "On 12 October 2025, at 07:00.", "It starts at 7:00 a.m. on Sunday, October 12, 2025.", True),
    w.correct("en-bk-051", "wrong.value", "How much do X-rays cost at Brightwater Dental Clinic?", "X-rays cost an extra $60.", "X-rays cost an extra $40.", False),
    w.correct("en-bk-052", "wrong.echo", "Which Roadway Rentals branch is open 24 hours, the airport branch or the downtown branch?", "The downtown branch is open 24 hours.", "The airport branch is open 24 hours; the downtown branch closes at 7:00 p.m.", False),
    w.correct("en-bk-053", "wrong.role", "Who is responsible for maintenance at Hive Coworking?", "Dana Brooks is responsible for maintenance, and Sam Ortiz handles membership requests.", "Building manager Sam Ortiz is responsible for maintenance; community manager Dana Brooks handles membership requests.", False),
]

RELEVANCY = [
    w.relevant("en-bk-054", "relevant.direct", "How long does it take to get a refund?", "Refunds reach your original payment method within 5 to 7 business days.", RETURNS, True),
    w.relevant("en-bk-055", "relevant.yesno", "Do I have to bring my dog's vaccination records?", "Yes, you must show the vaccination records at check-in.", KENNEL, True),
    w.relevant("en-bk-056", "offtopic.true", "How many times can a library loan be renewed?", "The third floor of the library is a silent study zone.", LIBRARY, False),
    w.relevant("en-bk-057", "offtopic.other", "How much does a ticket for the wine tour cost?", "The tours start at 11:00 a.m. and 2:30 p.m. on Saturdays and Sundays.", WINE, False),
]

DIAGNOSIS = [
    w.diag("en-bk-058", "diag.pass", "How much extra does it cost to take a car on the Blue Isle Ferry?", "Taking a car on the ferry costs an extra $38.", {"ferry-fares": FERRY, "pool-info": POOL}, ("ferry-fares",), "pass"),
    w.diag("en-bk-059", "diag.offtopic", "What is the minimum age to rent a car at Roadway Rentals?", "SUVs cost $78 per day, with unlimited mileage.", {"rental-terms": RENTAL, "wine-tour": WINE}, ("rental-terms",), "fix_generation"),
    w.diag("en-bk-060", "diag.unfaithful", "What is the restocking fee for an opened laptop at TechHaven?", "Opened laptops carry a 25 percent restocking fee.", {"returns-policy": RETURNS, "cowork-plans": COWORK}, ("returns-policy",), "fix_generation"),
    w.diag("en-bk-061", "diag.refused", "How much is Brightwater Dental Clinic's late cancellation fee?", "I'm sorry, but I couldn't find any information about cancellation fees.", {"dental-info": DENTAL, "library-rules": LIBRARY}, ("dental-info",), "fix_generation"),
    w.diag("en-bk-062", "diag.missed", "How much does it cost per night to board a cat at Happy Paws?", "The documents I have don't mention the price of boarding a cat.", {"pool-info": POOL, "marathon-info": MARATHON}, ("kennel-prices",), "fix_retrieval"),
    w.diag("en-bk-063", "diag.correct_refusal", "Does Hive Coworking have showers?", "The information available doesn't say whether Hive Coworking has showers.", {"cowork-plans": COWORK, "rental-terms": RENTAL}, (), "correct_refusal"),
    w.diag("en-bk-064", "diag.should_refuse", "What is the Wi-Fi password at the Hartley University Library?", "The Wi-Fi password is 'Hartley2025'.", {"library-rules": LIBRARY, "ferry-fares": FERRY}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
