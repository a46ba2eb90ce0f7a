"""Fresh set L, English: every phenomenon of the table at least once, on a transit day
pass, a hairdresser, a music tutor, a wine bar, a science museum, a health plan, a car
wash, kayak rental, an office kitchen, a coffee roaster, a newspaper, a festival, a
savings account, a language club and a bakery's history."""
# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

DAYPASS = (
    "The Metrolink day pass costs $8.50 and is valid on all buses and trams until 4:00 a.m. the following morning. "
    "Children under 6 travel free with a paying adult. "
    "The pass can be bought at ticket machines or in the Metrolink app, but not from bus drivers."
)
HAIR = (
    "Studio Bellamy is open Tuesday to Saturday, from 9:00 to 18:30. "
    "A women's cut costs €45 and a men's cut costs €28. "
    "Appointments cancelled less than 24 hours in advance are charged 50% of the price."
)
TUTOR = (
    "Clara Novak teaches piano and violin to students aged 7 and up. "
    "A 45-minute lesson costs £35, and a package of ten lessons costs £320. "
    "Lessons take place at her studio on Hollis Street or online."
)
WINEBAR = (
    "The Cork & Barrel wine bar opens at 17:00 from Wednesday to Sunday and closes at midnight. "
    "Happy hour runs from 17:00 to 19:00, when all wines by the glass are 20% off. "
    "Groups of more than eight guests must book a table in advance."
)
MUSEUM = (
    "The Halden Science Museum is open daily from 10:00 to 17:00, except on Mondays. "
    "Adult tickets cost $18, and children under 12 enter for free. "
    "The planetarium show starts every hour on the half hour and lasts 25 minutes."
)
INSURANCE = (
    "The Basic Care plan covers 80% of outpatient costs after an annual deductible of $1,500. "
    "Dental care is not included in the Basic Care plan. "
    "Members can add the Dental Plus option for $12 per month."
)
CARWASH = (
    "SparkleWash offers three programs: Quick ($7), Standard ($12) and Premium ($19). "
    "The Premium program includes interior vacuuming and a wax finish. "
    "Each wash takes about 10 minutes, and the station is open 24 hours a day."
)
KAYAK = (
    "Blue Heron Kayaks rents single kayaks for $25 per hour and tandem kayaks for $40 per hour. "
    "Every renter must wear a life jacket, which is provided at no extra cost. "
    "Rentals are available from May 1 to September 30."
)
KITCHEN = (
    "Employees must label all food stored in the shared fridge with their name and the date. "
    "The fridge is emptied every Friday at 3 p.m., and unlabeled items are thrown away. "
    "Coffee and tea are free, but snacks from the vending machine must be paid for. "
    "Some of the cupboards are reserved for the catering team."
)
ROASTER = (
    "Ember Hill Roasters roasts its coffee every Tuesday and Thursday. "
    "A 250 g bag of the house blend costs $14, and a 1 kg bag costs $48. "
    "Orders placed before noon ship the same day."
)
NEWSPAPER = (
    "A digital subscription to the Lakeside Gazette costs $9 per month or $90 per year. "
    "The print edition is delivered every day except Sunday. "
    "Subscribers can cancel at any time, and the cancellation takes effect at the end of the current billing period."
)
FESTIVAL = (
    "The Northshore Summer Festival takes place from July 18 to July 20 in Marlow Park. "
    "A three-day pass costs $75, and a single-day ticket costs $30. "
    "Children under 10 get in free, and dogs are not allowed on the festival grounds. "
    "Last year the festival drew 42,000 visitors."
)
SAVINGS = (
    "The Orion Bank Flex Savings account pays 2.5% interest per year. "
    "There is no monthly fee, and the minimum opening deposit is $100. "
    "Customers can make up to 6 free withdrawals per month."
)
LANGCLUB = (
    "The Tandem Language Club meets every Thursday from 7 p.m. to 9 p.m. at the Greenway Library. "
    "Membership costs $20 per semester, and the first visit is free. "
    "Members are paired with a partner who speaks the language they want to learn."
)
BAKERY = (
    "Hartmann's Bakery was founded in 1952 by Otto Hartmann in the town of Linwood. "
    "In 1985 Otto handed the bakery over to his daughter Greta. "
    "Greta sold the business to her longtime apprentice, Samuel Ortiz, in 2016."
)

KAYAK_PRICES = "Blue Heron Kayaks rents single kayaks for $25 per hour and tandem kayaks for $40 per hour."
KAYAK_SAFETY = "Every renter must wear a life jacket, which is provided at no extra cost."
KAYAK_SEASON = "Rentals are available from May 1 to September 30 at the Blue Heron dock."
FEST_DATES = "The Northshore Summer Festival takes place from July 18 to July 20 in Marlow Park."
FEST_TICKETS = (
    "A three-day pass to the Northshore Summer Festival costs $75, and a single-day ticket costs $30."
)
SAVINGS_RATE = "The Orion Bank Flex Savings account pays 2.5% interest per year."
SAVINGS_FEES = "The Flex Savings account has no monthly fee, and the minimum opening deposit is $100."
HAIR_PRICES = "At Studio Bellamy, a women's cut costs €45 and a men's cut costs €28."
HAIR_HOURS = "Studio Bellamy is open Tuesday to Saturday, from 9:00 to 18:30."
MUSEUM_HOURS = "The Halden Science Museum is open daily from 10:00 to 17:00, except on Mondays."
MUSEUM_PLANETARIUM = "The museum's planetarium show starts every hour on the half hour and lasts 25 minutes."
CLUB_MEETINGS = "The Tandem Language Club meets every Thursday from 7 p.m. to 9 p.m. at the Greenway Library."
CLUB_FEES = "Membership in the Tandem Language Club costs $20 per semester, and the first visit is free."
BAKERY_FOUNDING = "Hartmann's Bakery was founded in 1952 by Otto Hartmann in the town of Linwood."
BAKERY_SALE = "In 2016 Greta Hartmann sold the bakery to her longtime apprentice, Samuel Ortiz."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-l-001", "para.reorder", "When is the science museum open?", "Except on Mondays, the Halden Science Museum is open every day from 10:00 to 17:00.", MUSEUM, True),
    w.faith("en-l-002", "para.passive", "Who founded Hartmann's Bakery?", "Otto Hartmann founded Hartmann's Bakery in Linwood in 1952.", BAKERY, True),
    w.faith("en-l-003", "para.passive", "What happened to the bakery in 2016?", "In 2016 the business was sold by Greta to Samuel Ortiz, her longtime apprentice.", BAKERY, True),
    w.faith("en-l-004", "para.synonym", "What happens to food without a label?", "When the fridge is cleared out every Friday at 3 p.m., items without a label are discarded.", KITCHEN, True),
    w.faith("en-l-005", "para.nominal", "How long is the planetarium show?", "The planetarium show has a length of 25 minutes.", MUSEUM, True),
    w.faith("en-l-006", "para.capital", "what does the premium wash include?", "the premium program includes interior vacuuming and a wax finish.", CARWASH, True),
    w.faith("en-l-007", "para.pronoun", "Who took over the bakery from Otto in 1985?", "His daughter Greta. He handed it over to her in 1985.", BAKERY, True),
    w.faith("en-l-008", "para.relative", "Who bought the bakery in 2016?", "Greta sold it in 2016 to Samuel Ortiz, who was her longtime apprentice.", BAKERY, True),
    w.faith("en-l-009", "para.part", "How much does a single kayak cost?", "Single kayaks rent for $25 per hour.", KAYAK, True),
    w.faith("en-l-010", "para.combine", "Are there any fees, and how much do I need to open the account?", "The Flex Savings account has no monthly fee, and you need at least $100 to open it.", SAVINGS, True),
    w.faith("en-l-011", "fmt.number", "How many free withdrawals do I get each month?", "You can make up to six free withdrawals per month.", SAVINGS, True),
    w.faith("en-l-012", "fmt.thousands", "What is the annual deductible of the Basic Care plan?", "The Basic Care plan has an annual deductible of $1500.", INSURANCE, True),
    w.faith("en-l-013", "fmt.scale", "How many people came to the festival last year?", "Last year's festival drew 42 thousand visitors.", FESTIVAL, True),
    w.faith("en-l-014", "fmt.date", "When is the Northshore Summer Festival?", "It takes place from 18 to 20 July in Marlow Park.", FESTIVAL, True),
    w.faith("en-l-015", "fmt.time", "What time does the language club meet?", "The club meets every Thursday from 19:00 to 21:00 at the Greenway Library.", LANGCLUB, True),
    w.faith("en-l-016", "fmt.unit", "How much is the 1 kg bag of the house blend?", "A 1000 g bag of the house blend costs $48.", ROASTER, True),
    w.faith("en-l-017", "fmt.abbrev", "How much is a lesson with Clara?", "A 45-min lesson costs £35.", TUTOR, True),
    w.faith("en-l-018", "fmt.currency", "How much is a three-day festival pass?", "A three-day pass costs 75 dollars.", FESTIVAL, True),
    w.faith("en-l-019", "fmt.range", "What are Studio Bellamy's opening hours?", "Studio Bellamy is open Tuesday–Saturday, 9:00–18:30.", HAIR, True),
    w.faith("en-l-020", "fmt.period", "What if I cancel my hair appointment late?", "Appointments cancelled less than one day in advance are charged 50% of the price.", HAIR, True),
    w.faith("en-l-021", "fmt.share", "How much of my outpatient costs are covered?", "The Basic Care plan covers four fifths of outpatient costs after the annual $1,500 deductible.", INSURANCE, True),
    w.faith("en-l-022", "para.except", "On which days is the print edition delivered?", "The print edition of the Lakeside Gazette is delivered Monday through Saturday.", NEWSPAPER, True),
    w.faith("en-l-023", "wrap.opener", "How much is a tandem kayak?", "Sure! A tandem kayak at Blue Heron Kayaks costs $40 per hour.", KAYAK, True),
    w.faith("en-l-024", "wrap.closer", "Do I have to pay for coffee in the office kitchen?", "No, coffee and tea are free. I hope this helps!", KITCHEN, True),
    w.faith("en-l-025", "wrap.attribution", "How much does the language club cost?", "According to the club's information, membership costs $20 per semester, and the first visit is free.", LANGCLUB, True),
    w.faith("en-l-026", "wrap.hedge", "How much is the dental add-on?", "As far as I can tell from the documents, the Dental Plus option costs $12 per month.", INSURANCE, True),
    w.faith("en-l-027", "wrap.question", "When does the wine bar open?", "The Cork & Barrel opens at 17:00 from Wednesday to Sunday. Would you like to know more about happy hour?", WINEBAR, True),
    w.faith("en-l-028", "value.number", "How many free withdrawals do I get each month?", "You can make up to ten free withdrawals per month.", SAVINGS, False),
    w.faith("en-l-029", "value.date", "When can I rent a kayak?", "Kayak rentals are available from May 1 to October 31.", KAYAK, False),
    w.faith("en-l-030", "value.time", "When is the shared fridge emptied?", "The shared fridge is emptied every Friday at 5 p.m.", KITCHEN, False),
    w.faith("en-l-031", "value.unit", "What sizes does the house blend come in?", "The house blend comes in a 250 g bag for $14 and a 1 lb bag for $48.", ROASTER, False),
    w.faith("en-l-032", "value.currency", "How much is a women's cut?", "A women's cut at Studio Bellamy costs $45.", HAIR, False),
    w.faith("en-l-033", "role.swap", "What happened to the bakery in 1985?", "In 1985 Greta handed the bakery over to her father Otto.", BAKERY, False),
    w.faith("en-l-034", "negation", "Does the Basic Care plan cover dental care?", "Yes, dental care is included in the Basic Care plan.", INSURANCE, False),
    w.faith("en-l-035", "negation", "Where can I buy the day pass?", "You can buy the day pass at ticket machines, in the Metrolink app, or from bus drivers.", DAYPASS, False),
    w.faith("en-l-036", "antonym", "When does a cancellation take effect?", "The cancellation takes effect at the beginning of the current billing period.", NEWSPAPER, False),
    w.faith("en-l-037", "modality", "What is Dental Plus?", "Dental Plus is an option that members must add to the Basic Care plan for $12 per month.", INSURANCE, False),
    w.faith("en-l-038", "quantifier", "Can I use the kitchen cupboards?", "All of the cupboards are reserved for the catering team.", KITCHEN, False),
    w.faith("en-l-039", "value.except", "When is the science museum open?", "The museum is open daily from 10:00 to 17:00, except on Tuesdays.", MUSEUM, False),
    w.faith("en-l-040", "direction", "When do coffee orders ship?", "Orders placed after noon ship the same day.", ROASTER, False),
    w.faith("en-l-041", "added.fact", "What does the Premium program include?", "The Premium program costs $19 and includes interior vacuuming, a wax finish and tire shine.", CARWASH, False),
    w.faith("en-l-042", "added.entity", "Where are the lessons held?", "Lessons take place at her studio on Hollis Street, at the Linwood Music School, or online.", TUTOR, False),
    w.faith("en-l-043", "mixed", "How much do Clara's lessons cost?", "A 45-minute lesson costs £35, and a package of ten lessons costs £300.", TUTOR, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-l-044", "refusal.plain", "Is the day pass valid on the airport express train?", "I'm sorry, I don't know whether the day pass is valid on the airport express train.", DAYPASS, True),
    w.refusal("en-l-045", "refusal.context", "Can I use the day pass on the ferry?", "The documents provided don't say anything about ferries, so I can't tell you whether the day pass is valid on them.", DAYPASS, True),
    w.refusal("en-l-046", "refusal.short", "Does the wine bar serve food?", "Sorry, I don't know.", WINEBAR, True),
    w.refusal("en-l-047", "refusal.long", "Is there a café in the science museum?", "Thanks for your question! I went through the information I have about the Halden Science Museum, which covers its opening hours, ticket prices and the planetarium show, but none of it mentions a café or any other place to eat inside the museum. I'm afraid I can't tell you whether there is one. You may want to contact the museum directly before your visit.", MUSEUM, True),
    w.refusal("en-l-048", "refusal.hedged", "How long is the planetarium show?", "I'm not entirely sure, but the museum information says the planetarium show lasts 25 minutes.", MUSEUM, False),
    w.refusal("en-l-049", "refusal.partial", "How much are the car wash programs, and can I pay by card?", "Quick costs $7, Standard $12 and Premium $19. I couldn't find anything about card payments in the documents.", CARWASH, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-l-050", "correct.wordy", "Who founded Hartmann's Bakery?", "Hartmann's Bakery goes back to 1952, when it was founded by Otto Hartmann in the town of Linwood. It later passed to his daughter Greta.", "Otto Hartmann.", True),
    w.correct("en-l-051", "correct.short", "How much is a single-day ticket for the Northshore Summer Festival?", "$30.", "A single-day ticket costs $30.", True),
    w.correct("en-l-052", "correct.format", "What interest rate does the Flex Savings account pay?", "It pays two and a half percent a year.", "2.5% per year.", True),
    w.correct("en-l-053", "correct.format", "When does the Northshore Summer Festival start?", "The festival begins on 18 July.", "On July 18.", True),
    w.correct("en-l-054", "wrong.value", "How much does a package of ten piano lessons with Clara Novak cost?", "A package of ten lessons costs £350.", "£320.", False),
    w.correct("en-l-055", "wrong.echo", "Until what time is the Metrolink day pass valid?", "The Metrolink day pass is valid until the time when the day pass stops being valid.", "Until 4:00 a.m. the following morning.", False),
    w.correct("en-l-056", "wrong.role", "In 2016, who sold Hartmann's Bakery to whom?", "Samuel Ortiz sold the bakery to Greta Hartmann in 2016.", "Greta Hartmann sold it to Samuel Ortiz.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-l-057", "relevant.direct", "How long does a car wash take?", "About ten minutes.", CARWASH, True),
    w.relevant("en-l-058", "relevant.direct", "Where does the Tandem Language Club meet?", "The Tandem Language Club meets at the Greenway Library.", LANGCLUB, True),
    w.relevant("en-l-059", "relevant.yesno", "Can I bring my dog to the festival?", "No, dogs are not allowed on the festival grounds.", FESTIVAL, True),
    w.relevant("en-l-060", "offtopic.true", "How much is the Metrolink day pass?", "Children under 6 travel free with a paying adult.", DAYPASS, False),
    w.relevant("en-l-061", "offtopic.other", "What time does the Cork & Barrel close?", "Ember Hill Roasters roasts its coffee every Tuesday and Thursday.", WINEBAR, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-l-062", "diag.pass", "How much does a tandem kayak cost per hour?", "A tandem kayak costs $40 per hour.", {"kayak-prices": KAYAK_PRICES, "kayak-safety": KAYAK_SAFETY}, ("kayak-prices",), "pass"),
    w.diag("en-l-063", "diag.pass", "Who founded Hartmann's Bakery?", "It was founded by Otto Hartmann in 1952.", {"bakery-founding": BAKERY_FOUNDING, "bakery-sale": BAKERY_SALE}, ("bakery-founding",), "pass"),
    w.diag("en-l-064", "diag.offtopic", "When does the Northshore Summer Festival take place?", "A three-day pass costs $75 and a single-day ticket costs $30.", {"fest-dates": FEST_DATES, "fest-tickets": FEST_TICKETS}, ("fest-dates",), "fix_generation"),
    w.diag("en-l-065", "diag.unfaithful", "What interest does the Flex Savings account pay?", "The Flex Savings account pays 3.5% interest per year.", {"savings-rate": SAVINGS_RATE, "savings-fees": SAVINGS_FEES}, ("savings-rate",), "fix_generation"),
    w.diag("en-l-066", "diag.refused", "How much is a men's cut at Studio Bellamy?", "I'm sorry, I couldn't find the price of a men's cut in the documents.", {"hair-prices": HAIR_PRICES, "hair-hours": HAIR_HOURS}, ("hair-prices",), "fix_generation"),
    w.diag("en-l-067", "diag.missed", "How much does an adult ticket for the Halden Science Museum cost?", "The documents I have don't mention ticket prices for the museum.", {"museum-hours": MUSEUM_HOURS, "museum-planetarium": MUSEUM_PLANETARIUM}, ("museum-tickets",), "fix_retrieval"),
    w.diag("en-l-068", "diag.correct_refusal", "Does Blue Heron Kayaks offer guided tours?", "I couldn't find any information about guided tours in the documents.", {"kayak-prices": KAYAK_PRICES, "kayak-season": KAYAK_SEASON}, (), "correct_refusal"),
    w.diag("en-l-069", "diag.should_refuse", "Does the Tandem Language Club have a Japanese group?", "Yes, the club has a Japanese conversation table led by a native speaker.", {"club-meetings": CLUB_MEETINGS, "club-fees": CLUB_FEES}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
