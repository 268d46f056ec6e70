/* substr(s, -1, 0) has the reference's (Perl's) semantics */

#pragma D option quiet

BEGIN
{
	s = "foobarbazbop";
	printf("[%s]\n", substr(s, -1, 0));
	exit(0);
}
