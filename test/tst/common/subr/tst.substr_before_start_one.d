/* substr(s, -24, 13) has the reference's (Perl's) semantics */

#pragma D option quiet

BEGIN
{
	s = "foobarbazbop";
	printf("[%s]\n", substr(s, -24, 13));
	exit(0);
}
