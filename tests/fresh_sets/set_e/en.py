"""Fresh set E, English: one or more cases of every phenomenon, over a dental practice, a
ferry line, a gym chain, a ski resort, a returns policy, a co-working space, a parking
garage, a university library, a vet clinic, a phone plan, a hospital, a car rental, a
kindergarten, a marathon and a company history."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

DENTAL = (
    "Brightsmile Dental Practice on Elm Street is open Monday to Friday from 8:00 to 18:00. "
    "A routine check-up costs $65 and takes about 30 minutes. "
    "Patients who cancel less than 24 hours before their appointment are charged a $20 fee. "
    "Emergency appointments are available every weekday morning."
)
FERRY = (
    "The Northbay ferry sails from Port Alder to Gull Island four times a day. "
    "The first departure is at 6:30 and the last one at 19:45. "
    "The crossing takes 50 minutes. "
    "Bicycles are carried free of charge, but cars must be booked in advance."
)
GYM = (
    "FitHub has 12 clubs across the region. "
    "A monthly membership costs €39 and includes access to all clubs. "
    "Students get a 50% discount on the monthly membership. "
    "The clubs are open 24 hours a day, except on public holidays, when they close at 20:00."
)
SKI = (
    "Snowcrest ski resort opens on 15 December and closes on 6 April. "
    "A day pass costs CHF 72 for adults and CHF 36 for children under 12. "
    "The resort has 45 kilometres of slopes and 9 lifts."
)
RETURNS = (
    "Items bought from Nordlane Shop can be returned within 30 days of delivery. "
    "Returned items must be unused and in their original packaging. "
    "Return shipping is free for orders over £50; for smaller orders a fee of £4.95 is deducted from the refund. "
    "Refunds are issued to the original payment method within 5 business days."
)
COWORK = (
    "The Loft co-working space offers hot desks for $250 per month and private offices for $1,200 per month. "
    "Members get 10 hours of meeting-room time per month. "
    "Coffee and tea are included. "
    "Guests must sign in at reception."
)
PARKING = (
    "The Central Square parking garage has 1,500 spaces on six levels. "
    "Parking costs $3 per hour, with a daily maximum of $24. "
    "The garage is open from 6 a.m. to midnight. "
    "Vehicles taller than 2.1 metres are not allowed."
)
LIBRARY = (
    "Students may borrow up to 20 books from the Hartley University Library at a time. "
    "The loan period is three weeks, and books can be renewed twice online. "
    "A fine of 50 cents per day is charged for overdue books. "
    "During exam periods the library stays open until 2 a.m."
)
VET = (
    "Oakfield Vet Clinic was founded in 2009 by Dr. Maria Lopez. "
    "The clinic treats cats, dogs and small pets, but not horses. "
    "Vaccinations are given on Tuesdays and Thursdays. "
    "A first consultation costs $55."
)
PHONE = (
    "The Connect 30 phone plan includes 30 GB of data and unlimited calls and texts, and costs $35 a month. "
    "The minimum contract term is 24 months. "
    "Customers can cancel at the end of the term with one month's notice. "
    "Roaming in the EU is included at no extra cost."
)
HOSPITAL = (
    "Visiting hours at St. Anne's Hospital are from 14:00 to 20:00 every day. "
    "Each patient may have at most two visitors at a time. "
    "Children under 12 must be accompanied by an adult. "
    "Visitors are not allowed in the intensive care unit without permission from the nurse in charge."
)
CAR = (
    "Drivers renting from Swift Car Rental must be at least 21 years old and have held a licence for two years. "
    "The basic daily rate for a compact car is $45. "
    "Cars must be returned with a full tank; otherwise a refuelling charge of $30 applies. "
    "Additional drivers can be registered for $8 per day."
)
KINDER = (
    "Sunflower Kindergarten takes children aged 3 to 6. "
    "The kindergarten is open from 7:30 to 17:00, Monday to Friday. "
    "Parents must pick up their children by 17:00. "
    "Lunch is cooked on site every day."
)
MARATHON = (
    "The Lakeside Marathon takes place on Sunday, 12 October. "
    "The race starts at 8:30 at the City Hall and finishes in Harbour Park. "
    "Registration closes on 30 September, and the entry fee is $80. "
    "Runners must finish within six hours."
)
COMPANY = (
    "Greenfield Tools was founded in 1987 by Anna Berg and Tomas Kell. "
    "In 2004 the company sold its garden-furniture division to Outdoor Living Ltd. "
    "Anna Berg was CEO until 2012, when she was succeeded by Paul Ferris. "
    "The company has about 2,300 employees today."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: paraphrase
    w.faith("en-e-001", "para.reorder", "When is the dental practice open?", "From 8:00 to 18:00, Monday to Friday, Brightsmile Dental Practice is open.", DENTAL, True),
    w.faith("en-e-002", "para.passive", "What happened to the garden-furniture division?", "The garden-furniture division was sold to Outdoor Living Ltd by Greenfield Tools in 2004.", COMPANY, True),
    w.faith("en-e-003", "para.synonym", "How long can I keep a library book?", "You can keep a borrowed book for three weeks, and you can extend the loan twice online.", LIBRARY, True),
    w.faith("en-e-004", "para.nominal", "When does registration for the marathon close?", "The closing date for registration is 30 September.", MARATHON, True),
    w.faith("en-e-005", "para.capital", "How long is the crossing?", "THE CROSSING TAKES 50 MINUTES.", FERRY, True),
    w.faith("en-e-006", "para.pronoun", "Who founded Oakfield Vet Clinic?", "Dr. Maria Lopez founded it in 2009.", VET, True),
    w.faith("en-e-007", "para.relative", "Who succeeded Anna Berg?", "Anna Berg, who was CEO until 2012, was succeeded by Paul Ferris.", COMPANY, True),
    w.faith("en-e-008", "para.part", "How much data does Connect 30 include?", "The Connect 30 plan comes with 30 GB of data.", PHONE, True),
    w.faith("en-e-009", "para.combine", "How often does the ferry sail?", "The Northbay ferry sails four times a day, with the first departure at 6:30 and the last at 19:45.", FERRY, True),
    w.faith("en-e-010", "para.synonym", "How many visitors can a patient have?", "A patient can receive no more than two visitors at once.", HOSPITAL, True),
    w.faith("en-e-011", "para.except", "When are the FitHub clubs open?", "Apart from public holidays, when they close at 20:00, FitHub clubs are open 24 hours a day.", GYM, True),
    # faithful: same value, other format
    w.faith("en-e-012", "fmt.number", "How many clubs does FitHub have?", "FitHub has twelve clubs across the region.", GYM, True),
    w.faith("en-e-013", "fmt.thousands", "How many spaces does the garage have?", "The Central Square garage has 1500 spaces.", PARKING, True),
    w.faith("en-e-014", "fmt.scale", "How many people work at Greenfield Tools?", "Greenfield Tools has about 2.3 thousand employees today.", COMPANY, True),
    w.faith("en-e-015", "fmt.date", "When does Snowcrest open?", "Snowcrest opens on December 15th.", SKI, True),
    w.faith("en-e-016", "fmt.time", "When does the last ferry leave?", "The last ferry leaves at 7:45 p.m.", FERRY, True),
    w.faith("en-e-017", "fmt.unit", "Is there a height limit in the garage?", "Yes, vehicles taller than 210 cm are not allowed.", PARKING, True),
    w.faith("en-e-018", "fmt.abbrev", "How long are the slopes at Snowcrest?", "Snowcrest has 45 km of slopes.", SKI, True),
    w.faith("en-e-019", "fmt.currency", "Is return shipping free?", "Return shipping is free for orders over GBP 50; for smaller orders GBP 4.95 is deducted from the refund.", RETURNS, True),
    w.faith("en-e-020", "fmt.range", "What are the visiting hours?", "Visiting hours at St. Anne's are 14:00–20:00 daily.", HOSPITAL, True),
    w.faith("en-e-021", "fmt.period", "How long is the loan period?", "The loan period is 21 days.", LIBRARY, True),
    w.faith("en-e-022", "fmt.share", "Is there a student discount at FitHub?", "Yes, students pay half price for the monthly membership.", GYM, True),
    # faithful: wrapped
    w.faith("en-e-023", "wrap.opener", "How much is a check-up?", "Sure! A routine check-up at Brightsmile costs $65 and takes about 30 minutes.", DENTAL, True),
    w.faith("en-e-024", "wrap.closer", "How old do I have to be to rent a car?", "You need to be at least 21 years old and have held a licence for two years. I hope this helps!", CAR, True),
    w.faith("en-e-025", "wrap.attribution", "How long do I have to return an item?", "According to the returns policy, you can return items within 30 days of delivery.", RETURNS, True),
    w.faith("en-e-026", "wrap.hedge", "Is there a time limit in the marathon?", "If I read the race information correctly, runners must finish within six hours.", MARATHON, True),
    w.faith("en-e-027", "wrap.question", "How much is a hot desk?", "A hot desk at The Loft costs $250 per month. Would you like to know about private offices too?", COWORK, True),
    # unfaithful
    w.faith("en-e-028", "value.number", "How much meeting-room time do members get?", "Members get 15 hours of meeting-room time per month.", COWORK, False),
    w.faith("en-e-029", "value.number", "How many books can I borrow?", "Students may borrow up to 25 books at a time.", LIBRARY, False),
    w.faith("en-e-030", "value.date", "When is the marathon?", "The Lakeside Marathon takes place on Sunday, 19 October.", MARATHON, False),
    w.faith("en-e-031", "value.time", "When does the first ferry leave?", "The first ferry leaves at 7:30.", FERRY, False),
    w.faith("en-e-032", "value.unit", "How much data does Connect 30 include?", "Connect 30 includes 30 MB of data.", PHONE, False),
    w.faith("en-e-033", "value.currency", "How much is an adult day pass?", "An adult day pass at Snowcrest costs €72.", SKI, False),
    w.faith("en-e-034", "role.swap", "Who became CEO in 2012?", "In 2012 Anna Berg succeeded Paul Ferris as CEO.", COMPANY, False),
    w.faith("en-e-035", "negation", "Is EU roaming included?", "No, roaming in the EU is not included in Connect 30.", PHONE, False),
    w.faith("en-e-036", "antonym", "How should I return the rental car?", "Cars must be returned with an empty tank.", CAR, False),
    w.faith("en-e-037", "modality", "Do guests have to sign in?", "Guests may sign in at reception, but they don't have to.", COWORK, False),
    w.faith("en-e-038", "quantifier", "Is lunch cooked at the kindergarten?", "Lunch is cooked on site only on some days.", KINDER, False),
    w.faith("en-e-039", "value.except", "When are the FitHub clubs open?", "FitHub clubs are open 24 hours a day, except on Sundays, when they close at 20:00.", GYM, False),
    w.faith("en-e-040", "direction", "When do parents have to pick up their children?", "Parents must pick up their children after 17:00.", KINDER, False),
    w.faith("en-e-041", "added.fact", "How much is a check-up?", "A routine check-up costs $65, takes about 30 minutes and includes a free cleaning.", DENTAL, False),
    w.faith("en-e-042", "added.entity", "Who founded the vet clinic?", "Oakfield Vet Clinic was founded in 2009 by Dr. Maria Lopez and Dr. James Hill.", VET, False),
    w.faith("en-e-043", "mixed", "How much does parking cost?", "Parking costs $3 per hour with a daily maximum of $24, and the garage is open 24 hours a day.", PARKING, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-e-044", "refusal.plain", "Does Brightsmile offer teeth whitening?", "I don't know.", DENTAL, True),
    w.refusal("en-e-045", "refusal.context", "Is there parking at the ski resort?", "The provided documents don't say anything about parking at Snowcrest.", SKI, True),
    w.refusal("en-e-046", "refusal.short", "Can I bring my dog to the co-working space?", "No idea, sorry.", COWORK, True),
    w.refusal("en-e-047", "refusal.long", "What is the penalty for cancelling the phone contract early?", "Unfortunately, I wasn't able to find that. The information I have covers the data allowance, the monthly price, the 24-month minimum term and the notice period for cancelling at the end of the term, but it says nothing about a penalty for early cancellation. You may want to contact customer service.", PHONE, True),
    w.refusal("en-e-048", "refusal.hedged", "When does the first ferry leave?", "I'm not completely certain, but the timetable suggests the first departure is at 6:30.", FERRY, False),
    w.refusal("en-e-049", "refusal.partial", "How much is a day pass, and is there a season pass?", "A day pass costs CHF 72 for adults and CHF 36 for children under 12. I couldn't find anything about season passes.", SKI, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-e-050", "correct.wordy", "Who founded Greenfield Tools?", "Thanks for asking! Greenfield Tools was founded back in 1987 by Anna Berg together with Tomas Kell.", "Anna Berg and Tomas Kell.", True),
    w.correct("en-e-051", "correct.short", "How long is the crossing to Gull Island?", "50 minutes.", "The crossing takes 50 minutes.", True),
    w.correct("en-e-052", "correct.short", "What is the minimum age for renting a car?", "21.", "Drivers must be at least 21 years old.", True),
    w.correct("en-e-053", "correct.format", "What is the marathon entry fee?", "It costs USD 80.", "The entry fee is $80.", True),
    w.correct("en-e-054", "wrong.value", "How many lifts does Snowcrest have?", "Snowcrest has 12 lifts.", "Snowcrest has 9 lifts.", False),
    w.correct("en-e-055", "wrong.echo", "What is the daily maximum charge at the Central Square garage?", "The daily maximum charge at the Central Square garage is an important thing to know before you park there.", "The daily maximum is $24.", False),
    w.correct("en-e-056", "wrong.role", "Who sold the garden-furniture division, and to whom?", "Outdoor Living Ltd sold its garden-furniture division to Greenfield Tools.", "Greenfield Tools sold it to Outdoor Living Ltd.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-e-057", "relevant.direct", "How many cars fit in the garage?", "There are 1,500 spaces on six levels.", PARKING, True),
    w.relevant("en-e-058", "relevant.direct", "How much does a first consultation at Oakfield cost?", "A first consultation at Oakfield Vet Clinic costs $55.", VET, True),
    w.relevant("en-e-059", "relevant.yesno", "Do I have to bring the rental car back with a full tank?", "Yes, otherwise a $30 refuelling charge applies.", CAR, True),
    w.relevant("en-e-060", "offtopic.true", "On which days are vaccinations given at Oakfield?", "Oakfield Vet Clinic was founded in 2009 by Dr. Maria Lopez.", VET, False),
    w.relevant("en-e-061", "offtopic.other", "What time does the kindergarten open?", "The city's public swimming pools open at 6 a.m. in summer.", KINDER, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-e-062", "diag.pass", "What is the fine for overdue library books?", "Overdue books cost 50 cents per day.", {"lib-1": LIBRARY, "gym-1": GYM}, ("lib-1",), "pass"),
    w.diag("en-e-063", "diag.offtopic", "How long is the minimum contract term for Connect 30?", "Connect 30 includes unlimited calls and texts.", {"phone-1": PHONE}, ("phone-1",), "fix_generation"),
    w.diag("en-e-064", "diag.unfaithful", "What are the visiting hours at St. Anne's?", "Visiting hours are from 10:00 to 12:00 every day.", {"hosp-1": HOSPITAL, "car-1": CAR}, ("hosp-1",), "fix_generation"),
    w.diag("en-e-065", "diag.refused", "What ages does Sunflower Kindergarten take?", "Sorry, I couldn't find that information in the documents.", {"kg-1": KINDER}, ("kg-1",), "fix_generation"),
    w.diag("en-e-066", "diag.missed", "What time does the Lakeside Marathon start?", "I'm sorry, the documents don't mention when the marathon starts.", {"ski-1": SKI, "ferry-1": FERRY}, ("mar-1",), "fix_retrieval"),
    w.diag("en-e-067", "diag.correct_refusal", "Does Swift Car Rental offer electric cars?", "The documents don't say whether Swift Car Rental offers electric cars.", {"car-1": CAR, "park-1": PARKING}, (), "correct_refusal"),
    w.diag("en-e-068", "diag.should_refuse", "What is the Wi-Fi password at The Loft?", "The Wi-Fi password at The Loft is LoftGuest2024.", {"cw-1": COWORK}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
