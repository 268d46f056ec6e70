/* substr(s, 4, 4) has the reference's (Perl's) semantics */

#pragma D option quiet

BEGIN
{
	s = "foobarbazbop";
	printf("[%s]\n", substr(s, 4, 4));
	exit(0);
}
