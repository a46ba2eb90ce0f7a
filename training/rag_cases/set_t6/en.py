"""English cases of set t6: a summer camp, a medical lab's blood tests and results, a theatre
production, a furniture store's delivery and returns, mobile phone plans and a hiking association."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

CAMP = (
    "Pine Hollow Summer Camp runs two sessions this year: the first from 7 July to 18 July, the second from 21 July to 1 August. "
    "Campers must be between 8 and 14 years old. The fee is $640 per session, and families sending a second child get 10% off that child's fee. "
    "Registration closes on 15 June."
)
CAMP_STAFF = (
    "At Pine Hollow, head counselor Dana Reyes assigns every camper to a cabin, and camp nurse Tom Okafor checks each camper's medical form on arrival day. "
    "Each cabin sleeps eight campers and one counselor. Phones are collected at check-in and handed back on the last day. "
    "Parents may call the camp office between 6 p.m. and 7 p.m."
)
LAB_DRAW = (
    "Greenfield Diagnostics draws blood Monday to Friday from 7:00 to 11:30. "
    "Patients booked for a fasting glucose test must not eat for 12 hours beforehand, but they may drink water. "
    "Results of a routine blood count are ready within 2 working days; thyroid panels take up to 5 working days."
)
LAB_RESULTS = (
    "At Greenfield, Dr. Amira Haddad reviews every abnormal result before it is released, and lab technician Paul Grant phones the patient if a value is critical. "
    "Results are posted to the patient portal; paper copies cost €3 each. "
    "Samples are kept for 30 days and then destroyed."
)
THEATRE_RUN = (
    "The Lantern Theatre's production of The Salt Road runs from 4 October to 2 November. "
    "There are evening performances Tuesday to Sunday at 19:30, plus a Sunday matinee at 14:00. "
    "Tickets cost £28 in the stalls and £18 in the balcony. Latecomers are admitted only at the interval."
)
THEATRE_CAST = (
    "Director Helen Marsh cast Owen Pike as the captain and Lucy Vance as the smuggler. "
    "The set was designed by Rafael Ortiz. "
    "The show lasts 2 hours and 10 minutes, including one 20-minute interval. Children under 12 are not admitted."
)
DELIVERY = (
    "Oakline Furniture delivers within 25 miles of its Leeds store for a flat fee of £45; orders over £1,000 are delivered free. "
    "Deliveries take place Monday to Saturday, and customers choose a morning slot (8 a.m. to 12 p.m.) or an afternoon slot (12 p.m. to 5 p.m.). "
    "Assembly costs an extra £30 per item. The driver calls 30 minutes before arriving."
)
RETURNS = (
    "Unused furniture can be returned within 28 days of delivery for a full refund, except made-to-order sofas, which cannot be returned. "
    "Oakline collects returned items for a fee of £25. "
    "Refunds are paid back to the original card within 10 working days."
)
PLANS = (
    "Brightwave's Basic plan costs $15 a month and includes 5 GB of data, unlimited texts and 200 minutes of calls. "
    "The Plus plan costs $30 a month and includes 30 GB of data with unlimited calls and texts. "
    "Both plans run on a 12-month contract, and unused data does not roll over. "
    "Roaming in Canada and Mexico is included in Plus only."
)
SUPPORT = (
    "Brightwave customers who cancel before the contract ends pay $10 for every remaining month. "
    "The support line is open from 8 a.m. to 10 p.m. every day except 25 December. "
    "Customers can upgrade from Basic to Plus at any time at no charge."
)
HIKING = (
    "The Ridgeway Hiking Association leads a group walk every second Saturday, starting at 9:00 from the Millbrook car park. "
    "Members pay $5 per walk and non-members $12. Walk leader Martin Cole sets the route, and treasurer Ingrid Falk collects the fees at the start. "
    "Dogs are allowed on all walks except those through the nature reserve, and every walker must bring at least 1.5 litres of water."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t6-001", "fmt.share", "Is there a discount for siblings at Pine Hollow?", "Yes, a second child from the same family pays a tenth less for their session.", CAMP, True),
    w.faith("en-t6-002", "fmt.range", "What ages is Pine Hollow for?", "It takes children aged eight through fourteen.", CAMP, True),
    w.faith("en-t6-003", "value.date", "What's the deadline to register for the camp?", "You can still sign up until 25 June.", CAMP, False),
    w.faith("en-t6-004", "value.currency", "How much is one session at Pine Hollow?", "A session costs €640.", CAMP, False),
    w.faith("en-t6-005", "wrap.question", "How much does a session cost?", "How much is a session at Pine Hollow? It's $640 for each one.", CAMP, True),
    w.faith("en-t6-006", "para.passive", "Who decides which cabin a camper sleeps in?", "Campers are placed in their cabins by the head counselor, Dana Reyes.", CAMP_STAFF, True),
    w.faith("en-t6-007", "role.swap", "Who checks the campers' medical forms?", "Dana Reyes goes through the medical forms on arrival day, while Tom Okafor sorts the campers into cabins.", CAMP_STAFF, False),
    w.faith("en-t6-008", "fmt.time", "When can parents phone the camp?", "The office takes parents' calls from 18:00 to 19:00.", CAMP_STAFF, True),
    w.faith("en-t6-009", "value.number", "How many kids share a cabin?", "Each cabin holds ten campers plus one counselor.", CAMP_STAFF, False),
    w.faith("en-t6-010", "para.except", "Can I come in for a blood draw on a Saturday?", "No, blood is only drawn on weekdays, so Saturday isn't possible.", LAB_DRAW, True),
    w.faith("en-t6-011", "modality", "Can I drink anything before the fasting glucose test?", "Yes, and in fact you're required to drink water during the 12-hour fast.", LAB_DRAW, False),
    w.faith("en-t6-012", "direction", "How long do thyroid results take?", "Thyroid panels take at least five working days.", LAB_DRAW, False),
    w.faith("en-t6-013", "para.nominal", "Is an abnormal result checked before I see it?", "Yes. Dr. Amira Haddad's review comes before the release of any abnormal result.", LAB_RESULTS, True),
    w.faith("en-t6-014", "role.swap", "Who calls me if one of my values is critical?", "Dr. Amira Haddad rings you herself once technician Paul Grant has reviewed the result.", LAB_RESULTS, False),
    w.faith("en-t6-015", "fmt.currency", "Can I get a printed copy of my results?", "Yes, paper copies are available at three euros apiece.", LAB_RESULTS, True),
    w.faith("en-t6-016", "value.number", "How long does the lab keep my sample?", "Samples are held for 60 days before being destroyed.", LAB_RESULTS, False),
    w.faith("en-t6-017", "antonym", "Which results does Dr. Haddad look at?", "Dr. Haddad reviews every normal result before it goes out.", LAB_RESULTS, False),
    w.faith("en-t6-018", "fmt.date", "When does The Salt Road close?", "The run ends on November 2nd.", THEATRE_RUN, True),
    w.faith("en-t6-019", "value.time", "When is the Sunday matinee?", "The Sunday matinee starts at 3 p.m.", THEATRE_RUN, False),
    w.faith("en-t6-020", "direction", "Which seats are cheaper?", "Stalls tickets are cheaper than balcony tickets.", THEATRE_RUN, False),
    w.faith("en-t6-021", "para.except", "Is there a performance on Monday?", "No, Monday is the one day of the week without a show.", THEATRE_RUN, True),
    w.faith("en-t6-022", "role.swap", "Who plays the captain?", "Lucy Vance plays the captain, and Owen Pike is the smuggler.", THEATRE_CAST, False),
    w.faith("en-t6-023", "para.relative", "Who plays the smuggler?", "That's Lucy Vance, whom director Helen Marsh cast in the part.", THEATRE_CAST, True),
    w.faith("en-t6-024", "fmt.period", "How long is The Salt Road?", "It runs for 130 minutes, with one 20-minute interval counted in.", THEATRE_CAST, True),
    w.faith("en-t6-025", "added.entity", "Who designed the set?", "The set was created by Rafael Ortiz together with lighting designer Mia Long.", THEATRE_CAST, False),
    w.faith("en-t6-026", "wrap.hedge", "Can I bring my 10-year-old?", "I'm afraid not: as far as I can tell, children under twelve aren't admitted.", THEATRE_CAST, True),
    w.faith("en-t6-027", "fmt.thousands", "When is delivery free?", "Orders over £1000 come with free delivery.", DELIVERY, True),
    w.faith("en-t6-028", "value.currency", "How much is assembly?", "Assembly is an extra $30 per item.", DELIVERY, False),
    w.faith("en-t6-029", "value.except", "Which days does Oakline deliver?", "Oakline delivers every day of the week except Saturday.", DELIVERY, False),
    w.faith("en-t6-030", "wrap.closer", "Will the driver let me know when he's coming?", "Yes, the driver rings you half an hour before he arrives. Hope that helps!", DELIVERY, True),
    w.faith("en-t6-031", "para.except", "Can I send back a made-to-order sofa?", "No. Unused furniture can go back within 28 days, but sofas made to order are excluded.", RETURNS, True),
    w.faith("en-t6-032", "antonym", "What can I return to Oakline?", "Used furniture can be returned within 28 days for a full refund.", RETURNS, False),
    w.faith("en-t6-033", "wrap.attribution", "Where does my refund go?", "According to Oakline's policy, the money goes back to the card you paid with within ten working days.", RETURNS, True),
    w.faith("en-t6-034", "fmt.abbrev", "How much data comes with Basic?", "The Basic plan includes 5 gigabytes of data.", PLANS, True),
    w.faith("en-t6-035", "para.combine", "What does Plus offer that Basic doesn't?", "Plus, at $30 a month, is the plan that covers roaming in Canada and Mexico.", PLANS, True),
    w.faith("en-t6-036", "quantifier", "Is roaming included?", "Both plans include roaming in Canada and Mexico.", PLANS, False),
    w.faith("en-t6-037", "negation", "Does unused data carry over?", "Yes, whatever data you don't use rolls over to the next month.", PLANS, False),
    w.faith("en-t6-038", "para.synonym", "Does upgrading cost anything?", "No, moving from Basic to Plus is free and possible whenever you like.", SUPPORT, True),
    w.faith("en-t6-039", "added.fact", "What happens if I cancel early?", "You pay $10 for each month left on the contract, though the fee is waived after six months.", SUPPORT, False),
    w.faith("en-t6-040", "role.swap", "Who collects the walk fees?", "Martin Cole takes the fees at the start, while Ingrid Falk plans the route.", HIKING, False),
    w.faith("en-t6-041", "fmt.number", "How much does a non-member pay for a walk?", "Non-members pay twelve dollars per walk.", HIKING, True),
    w.faith("en-t6-042", "para.except", "Can I bring my dog on the walks?", "Yes, as long as the walk doesn't go through the nature reserve.", HIKING, True),
    w.faith("en-t6-043", "fmt.unit", "How much water should I bring?", "Every walker has to carry at least 1,500 ml of water.", HIKING, True),
    w.faith("en-t6-044", "wrap.opener", "Where do the walks start?", "Good question! They set off at nine from the Millbrook car park.", HIKING, True),
]

CORRECTNESS = [
    w.correct("en-t6-045", "correct.wordy", "How much does Brightwave's Plus plan cost?", "If you choose Brightwave's Plus plan, you'll be paying thirty dollars every month.", "$30 a month.", True),
    w.correct("en-t6-046", "correct.format", "When does registration for Pine Hollow close?", "June 15th.", "15 June", True),
    w.correct("en-t6-047", "correct.wordy", "Who designed the set of The Salt Road?", "The set for The Salt Road was the work of designer Rafael Ortiz.", "Rafael Ortiz", True),
    w.correct("en-t6-048", "correct.format", "How long does Greenfield keep samples?", "Thirty days.", "30 days", True),
    w.correct("en-t6-049", "wrong.value", "How much do non-members pay per walk?", "Non-members pay $5 for each walk.", "$12", False),
    w.correct("en-t6-050", "wrong.role", "Who directed The Salt Road?", "The Salt Road was directed by Owen Pike.", "Helen Marsh", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
