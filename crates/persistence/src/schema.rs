// @generated automatically by Diesel CLI.

diesel::table! {
    account_links (token_hash) {
        token_hash -> Text,
        user_id -> Uuid,
        purpose -> Text,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        used_at -> Nullable<Timestamptz>,
        new_email -> Nullable<Text>,
    }
}

diesel::table! {
    attempt_counters (key, window_start) {
        key -> Text,
        window_start -> Timestamptz,
        count -> Int4,
    }
}

diesel::table! {
    audit_log (id) {
        id -> Uuid,
        occurred_at -> Timestamptz,
        actor_id -> Nullable<Uuid>,
        actor_role -> Text,
        action -> Text,
        target_kind -> Text,
        target_id -> Nullable<Uuid>,
        target_label -> Nullable<Text>,
        before -> Nullable<Jsonb>,
        after -> Nullable<Jsonb>,
        request_id -> Nullable<Text>,
        actor_name -> Text,
    }
}

diesel::table! {
    blocks (blocker_id, blocked_id) {
        blocker_id -> Uuid,
        blocked_id -> Uuid,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    connection_requests (id) {
        id -> Uuid,
        sender_id -> Uuid,
        recipient_id -> Uuid,
        note -> Text,
        status -> Text,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        decided_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    connections (user_a, user_b) {
        user_a -> Uuid,
        user_b -> Uuid,
        created_at -> Timestamptz,
        a_roommates_at -> Nullable<Timestamptz>,
        b_roommates_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    conversations (id) {
        id -> Uuid,
        user_a -> Nullable<Uuid>,
        user_b -> Nullable<Uuid>,
        created_at -> Timestamptz,
        last_message_at -> Nullable<Timestamptz>,
        a_read_at -> Nullable<Timestamptz>,
        b_read_at -> Nullable<Timestamptz>,
        a_unread -> Int4,
        b_unread -> Int4,
        blocked -> Bool,
    }
}

diesel::table! {
    event_logs (user_id) {
        user_id -> Uuid,
        epoch -> Text,
        last_seq -> Int8,
    }
}

diesel::table! {
    event_streams (id) {
        id -> Uuid,
        user_id -> Uuid,
        session_id -> Uuid,
        instance_id -> Uuid,
        opened_at -> Timestamptz,
        seen_at -> Timestamptz,
    }
}

diesel::table! {
    events (user_id, seq) {
        user_id -> Uuid,
        seq -> Int8,
        kind -> Text,
        payload -> Jsonb,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    flagged_words (word) {
        word -> Text,
        added_by -> Nullable<Uuid>,
        added_at -> Timestamptz,
    }
}

diesel::table! {
    forgotten_people (user_id) {
        user_id -> Uuid,
        name_hashes -> Array<Nullable<Text>>,
        forgotten_in -> Int8,
    }
}

diesel::table! {
    hidden_content (kind, target_id) {
        kind -> Text,
        target_id -> Uuid,
        hidden_at -> Timestamptz,
    }
}

diesel::table! {
    instagram_accounts (id) {
        id -> Uuid,
        university_id -> Uuid,
        ig_user_id -> Text,
        username -> Text,
        token_ciphertext -> Bytea,
        token_expires_at -> Nullable<Timestamptz>,
        token_refreshed_at -> Nullable<Timestamptz>,
        token_problem -> Nullable<Text>,
        added_by -> Nullable<Uuid>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    instagram_posts (id) {
        id -> Uuid,
        university_id -> Uuid,
        account_id -> Nullable<Uuid>,
        manager_id -> Nullable<Uuid>,
        image_url -> Text,
        image_key -> Text,
        thumbnail_key -> Text,
        letterboxed -> Bool,
        caption -> Text,
        status -> Text,
        attempts -> Int4,
        scheduled_time -> Timestamptz,
        next_attempt_at -> Timestamptz,
        claimed_until -> Nullable<Timestamptz>,
        container_id -> Nullable<Text>,
        container_created_at -> Nullable<Timestamptz>,
        publish_requested_at -> Nullable<Timestamptz>,
        media_id -> Nullable<Text>,
        permalink -> Nullable<Text>,
        posted_time -> Nullable<Timestamptz>,
        last_attempt -> Nullable<Timestamptz>,
        error_message -> Nullable<Text>,
        created_at -> Timestamptz,
        claim_token -> Nullable<Uuid>,
        carousel -> Nullable<Jsonb>,
    }
}

diesel::table! {
    known_devices (user_id, fingerprint) {
        user_id -> Uuid,
        fingerprint -> Text,
        last_seen_at -> Timestamptz,
    }
}

diesel::table! {
    mail_queue (id) {
        id -> Uuid,
        recipient -> Text,
        subject -> Text,
        html_body -> Text,
        text_body -> Text,
        attempts -> Int4,
        next_attempt_at -> Timestamptz,
        claimed_until -> Nullable<Timestamptz>,
        last_error -> Nullable<Text>,
        sent_at -> Nullable<Timestamptz>,
        gave_up_at -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
        list_unsubscribe -> Nullable<Text>,
    }
}

diesel::table! {
    mail_requests (id) {
        id -> Uuid,
        kind -> Text,
        email -> Text,
        claimed_until -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    media_uploads (id) {
        id -> Uuid,
        owner_id -> Nullable<Uuid>,
        kind -> Text,
        storage_key -> Text,
        thumbnail_key -> Text,
        url -> Text,
        created_at -> Timestamptz,
        bytes -> Int8,
        thumbnail_url -> Nullable<Text>,
        width -> Nullable<Int4>,
        height -> Nullable<Int4>,
        fingerprint -> Nullable<Text>,
    }
}

diesel::table! {
    messages (id) {
        id -> Uuid,
        conversation_id -> Uuid,
        sender_id -> Uuid,
        body -> Text,
        caution -> Bool,
        created_at -> Timestamptz,
        deleted_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    newsletter_issues (due_at) {
        due_at -> Timestamptz,
        sent_at -> Timestamptz,
        recipients -> Int4,
    }
}

diesel::table! {
    newsletter_links (token_hash) {
        token_hash -> Text,
        subscriber_id -> Uuid,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    newsletter_subscriber_universities (subscriber_id, university_id) {
        subscriber_id -> Uuid,
        university_id -> Uuid,
    }
}

diesel::table! {
    newsletter_subscribers (id) {
        id -> Uuid,
        email -> Text,
        created_at -> Timestamptz,
        confirmed_at -> Nullable<Timestamptz>,
        token_hash -> Nullable<Text>,
        token_expires_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    notification_preferences (user_id, kind) {
        user_id -> Uuid,
        kind -> Text,
        in_app -> Bool,
        email -> Bool,
    }
}

diesel::table! {
    notifications (id) {
        id -> Uuid,
        user_id -> Uuid,
        kind -> Text,
        facts -> Jsonb,
        created_at -> Timestamptz,
        read_at -> Nullable<Timestamptz>,
        emailed_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    oauth_states (state_hash) {
        state_hash -> Text,
        code_verifier -> Text,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        proving_for -> Nullable<Uuid>,
        return_path -> Nullable<Text>,
    }
}

diesel::table! {
    profile_drafts (user_id) {
        user_id -> Uuid,
        step -> Int2,
        university_id -> Nullable<Uuid>,
        fields -> Jsonb,
        photos -> Jsonb,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    published_profiles (user_id) {
        user_id -> Uuid,
        university_id -> Uuid,
        major -> Text,
        graduation_year -> Int4,
        bio -> Text,
        social_media -> Jsonb,
        photos -> Jsonb,
        preferences -> Jsonb,
        expectations -> Jsonb,
        gender -> Nullable<Text>,
        housing -> Nullable<Text>,
        looking_for_roommate -> Bool,
        packed -> Bytea,
        published_at -> Timestamptz,
    }
}

diesel::table! {
    recovery_codes (user_id, code_hash) {
        user_id -> Uuid,
        code_hash -> Text,
        used_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    reports (id) {
        id -> Uuid,
        reporter_id -> Nullable<Uuid>,
        kind -> Text,
        target_id -> Uuid,
        category -> Text,
        details -> Text,
        author_id -> Nullable<Uuid>,
        author_name -> Text,
        snapshot_text -> Text,
        snapshot_photos -> Jsonb,
        university_id -> Nullable<Uuid>,
        status -> Text,
        created_at -> Timestamptz,
        resolved_at -> Nullable<Timestamptz>,
        resolved_by -> Nullable<Uuid>,
        note -> Nullable<Text>,
        claimed_by -> Nullable<Uuid>,
        claimed_until -> Nullable<Timestamptz>,
        reporter_member -> Bool,
        counts_toward_hiding -> Bool,
    }
}

diesel::table! {
    roommate_interests (user_id, student_id) {
        user_id -> Uuid,
        student_id -> Uuid,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    roommate_profiles (id) {
        id -> Uuid,
        user_id -> Uuid,
        university_id -> Uuid,
        major -> Text,
        graduation_year -> Int4,
        bio -> Text,
        social_media -> Jsonb,
        photos -> Jsonb,
        looking_for_roommate -> Bool,
        preferences -> Jsonb,
        status -> Text,
        rejection_reason -> Nullable<Text>,
        decided_by -> Nullable<Uuid>,
        decided_at -> Nullable<Timestamptz>,
        submitted_at -> Timestamptz,
        updated_at -> Timestamptz,
        expectations -> Jsonb,
    }
}

diesel::table! {
    saved_items (id) {
        id -> Int8,
        user_id -> Uuid,
        kind -> Text,
        profile_user_id -> Nullable<Uuid>,
        saved_at -> Timestamptz,
        submission_id -> Nullable<Uuid>,
    }
}

diesel::table! {
    second_factors (user_id) {
        user_id -> Uuid,
        secret -> Text,
        created_at -> Timestamptz,
        confirmed_at -> Nullable<Timestamptz>,
        last_step -> Nullable<Int8>,
    }
}

diesel::table! {
    sessions (id) {
        id -> Uuid,
        user_id -> Uuid,
        scope -> Text,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        ended_at -> Nullable<Timestamptz>,
        device -> Nullable<Text>,
        method -> Text,
        last_used_at -> Nullable<Timestamptz>,
        second_factor -> Bool,
    }
}

diesel::table! {
    sign_in_codes (code_hash) {
        code_hash -> Text,
        binding_hash -> Text,
        user_id -> Uuid,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
    }
}

diesel::table! {
    submission_drafts (user_id) {
        user_id -> Uuid,
        university_id -> Nullable<Uuid>,
        caption -> Text,
        credit_kind -> Text,
        photos -> Jsonb,
        consent_instagram -> Bool,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    submission_likes (submission_id, user_id) {
        submission_id -> Uuid,
        user_id -> Uuid,
        liked_at -> Timestamptz,
    }
}

diesel::table! {
    submissions (id) {
        id -> Uuid,
        author_id -> Uuid,
        university_id -> Uuid,
        caption -> Text,
        submitted_caption -> Nullable<Text>,
        credit_kind -> Text,
        credit -> Text,
        photos -> Jsonb,
        fingerprints -> Array<Nullable<Text>>,
        consent_quad_at -> Timestamptz,
        consent_instagram_at -> Nullable<Timestamptz>,
        people_agreed_at -> Timestamptz,
        withdrawn_at -> Nullable<Timestamptz>,
        status -> Text,
        version -> Int4,
        reason -> Nullable<Text>,
        flags -> Jsonb,
        submitted_at -> Timestamptz,
        decided_at -> Nullable<Timestamptz>,
        decided_by -> Nullable<Uuid>,
        rejected_at -> Nullable<Timestamptz>,
        featured_at -> Nullable<Timestamptz>,
        instagram_post_id -> Nullable<Uuid>,
        likes -> Int4,
        instagram_likes -> Nullable<Int4>,
        instagram_comments -> Nullable<Int4>,
        instagram_counted_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    takedown_tasks (id) {
        id -> Uuid,
        university_id -> Uuid,
        submission_id -> Nullable<Uuid>,
        post_id -> Nullable<Uuid>,
        caption -> Text,
        permalink -> Nullable<Text>,
        opened_at -> Timestamptz,
        done_at -> Nullable<Timestamptz>,
        done_by -> Nullable<Uuid>,
    }
}

diesel::table! {
    universities (id) {
        id -> Uuid,
        name -> Text,
        slug -> Text,
        abbreviation -> Nullable<Text>,
        logo_url -> Nullable<Text>,
        location -> Nullable<Text>,
        website -> Nullable<Text>,
        student_count -> Nullable<Int4>,
        description -> Text,
        instagram_links -> Jsonb,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        logo_thumbnail_url -> Nullable<Text>,
        email_domains -> Array<Nullable<Text>>,
        join_without_university_email -> Bool,
        opened_at -> Nullable<Timestamptz>,
        proposed_email_domains -> Array<Nullable<Text>>,
    }
}

diesel::table! {
    university_email_domains (domain) {
        domain -> Text,
        university_id -> Uuid,
    }
}

diesel::table! {
    university_emails (user_id) {
        user_id -> Uuid,
        email -> Nullable<Text>,
        verified_at -> Nullable<Timestamptz>,
        pending_email -> Nullable<Text>,
        token_hash -> Nullable<Text>,
        token_expires_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    university_requests (id) {
        id -> Uuid,
        university_name -> Text,
        location -> Nullable<Text>,
        email -> Text,
        requester_id -> Nullable<Uuid>,
        created_at -> Timestamptz,
        status -> Text,
        university_id -> Nullable<Uuid>,
        decided_at -> Nullable<Timestamptz>,
        told_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    university_staff (user_id, university_id) {
        user_id -> Uuid,
        university_id -> Uuid,
    }
}

diesel::table! {
    unsubscribe_links (token_hash) {
        token_hash -> Text,
        user_id -> Uuid,
        kind -> Text,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    users (id) {
        id -> Uuid,
        email -> Text,
        username -> Text,
        first_name -> Text,
        last_name -> Text,
        password_hash -> Nullable<Text>,
        role -> Text,
        status -> Text,
        email_verified_at -> Nullable<Timestamptz>,
        google_subject -> Nullable<Text>,
        profile_image -> Nullable<Text>,
        last_active_at -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        staff_limited -> Bool,
        private_before_connecting -> Bool,
        research_sharing_opted_out_at -> Nullable<Timestamptz>,
    }
}

diesel::joinable!(account_links -> users (user_id));
diesel::joinable!(event_logs -> users (user_id));
diesel::joinable!(event_streams -> users (user_id));
diesel::joinable!(events -> users (user_id));
diesel::joinable!(flagged_words -> users (added_by));
diesel::joinable!(instagram_accounts -> universities (university_id));
diesel::joinable!(instagram_accounts -> users (added_by));
diesel::joinable!(instagram_posts -> instagram_accounts (account_id));
diesel::joinable!(instagram_posts -> universities (university_id));
diesel::joinable!(instagram_posts -> users (manager_id));
diesel::joinable!(known_devices -> users (user_id));
diesel::joinable!(media_uploads -> users (owner_id));
diesel::joinable!(messages -> conversations (conversation_id));
diesel::joinable!(messages -> users (sender_id));
diesel::joinable!(newsletter_links -> newsletter_subscribers (subscriber_id));
diesel::joinable!(newsletter_subscriber_universities -> newsletter_subscribers (subscriber_id));
diesel::joinable!(newsletter_subscriber_universities -> universities (university_id));
diesel::joinable!(notification_preferences -> users (user_id));
diesel::joinable!(notifications -> users (user_id));
diesel::joinable!(oauth_states -> users (proving_for));
diesel::joinable!(profile_drafts -> universities (university_id));
diesel::joinable!(profile_drafts -> users (user_id));
diesel::joinable!(published_profiles -> universities (university_id));
diesel::joinable!(published_profiles -> users (user_id));
diesel::joinable!(recovery_codes -> users (user_id));
diesel::joinable!(reports -> universities (university_id));
diesel::joinable!(roommate_profiles -> universities (university_id));
diesel::joinable!(saved_items -> submissions (submission_id));
diesel::joinable!(second_factors -> users (user_id));
diesel::joinable!(sessions -> users (user_id));
diesel::joinable!(sign_in_codes -> users (user_id));
diesel::joinable!(submission_drafts -> universities (university_id));
diesel::joinable!(submission_drafts -> users (user_id));
diesel::joinable!(submission_likes -> submissions (submission_id));
diesel::joinable!(submission_likes -> users (user_id));
diesel::joinable!(submissions -> instagram_posts (instagram_post_id));
diesel::joinable!(submissions -> universities (university_id));
diesel::joinable!(takedown_tasks -> instagram_posts (post_id));
diesel::joinable!(takedown_tasks -> submissions (submission_id));
diesel::joinable!(takedown_tasks -> universities (university_id));
diesel::joinable!(takedown_tasks -> users (done_by));
diesel::joinable!(university_email_domains -> universities (university_id));
diesel::joinable!(university_emails -> users (user_id));
diesel::joinable!(university_requests -> universities (university_id));
diesel::joinable!(university_requests -> users (requester_id));
diesel::joinable!(university_staff -> universities (university_id));
diesel::joinable!(university_staff -> users (user_id));
diesel::joinable!(unsubscribe_links -> users (user_id));

diesel::allow_tables_to_appear_in_same_query!(
    account_links,
    attempt_counters,
    audit_log,
    blocks,
    connection_requests,
    connections,
    conversations,
    event_logs,
    event_streams,
    events,
    flagged_words,
    forgotten_people,
    hidden_content,
    instagram_accounts,
    instagram_posts,
    known_devices,
    mail_queue,
    mail_requests,
    media_uploads,
    messages,
    newsletter_issues,
    newsletter_links,
    newsletter_subscriber_universities,
    newsletter_subscribers,
    notification_preferences,
    notifications,
    oauth_states,
    profile_drafts,
    published_profiles,
    recovery_codes,
    reports,
    roommate_interests,
    roommate_profiles,
    saved_items,
    second_factors,
    sessions,
    sign_in_codes,
    submission_drafts,
    submission_likes,
    submissions,
    takedown_tasks,
    universities,
    university_email_domains,
    university_emails,
    university_requests,
    university_staff,
    unsubscribe_links,
    users,
);
