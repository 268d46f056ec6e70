/* substr(s, 300) has the reference's (Perl's) semantics */

#pragma D option quiet

BEGIN
{
	s = "foobarbazbop";
	printf("[%s]\n", substr(s, 300));
	exit(0);
}
